// Rename a template (the name members never see; admins pick templates by it).
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { RenameTemplateSchema, TEMPLATE_LIMITS } from "../../../../shared/templates/template-schema";
import { useRenameTemplate } from "../api/rename-template";

type Props = { template: { id: string; name: string } | null; onClose: () => void };

function RenameForm({ template, onClose }: { template: { id: string; name: string }; onClose: () => void }) {
  const form = useSchemaForm(RenameTemplateSchema, { name: template.name });
  const rename = useRenameTemplate();
  const onSubmit = form.onSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: template.id, name });
      showSuccess(`Renamed to “${name}”.`, "Template renamed");
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The template could not be renamed.");
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Name" error={form.errorOf("name")}>
        <Input {...form.bind("name")} autoFocus maxLength={TEMPLATE_LIMITS.name} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? "Saving..." : "Rename"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RenameTemplateDialog({ template, onClose }: Props) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Rename ${template?.name ?? "template"}`}>
        {/* Keyed by template: the form starts from that template's name. */}
        {template && <RenameForm key={template.id} template={template} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
