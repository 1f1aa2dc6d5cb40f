// Asks before deleting a template; when departments use it, says they move to the default.
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import type { TemplateSummary } from "../api/get-templates";
import { useDeleteTemplate } from "../api/delete-template";

type Props = { template: TemplateSummary | null; defaultName: string | null; onClose: () => void };

export function DeleteTemplateDialog({ template, defaultName, onClose }: Props) {
  const remove = useDeleteTemplate();
  const departments = template?.departments.map((d) => d.name) ?? [];
  async function onConfirm() {
    if (!template) return;
    try {
      await remove.mutateAsync(template.id);
      showSuccess(`${template.name} was deleted.`, "Template deleted");
      onClose();
    } catch {
      // Shown in the dialog below.
    }
  }
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent
        title={`Delete ${template?.name ?? "template"}?`}
        description={
          departments.length ? (
            <>
              {departments.join(", ")} {departments.length === 1 ? "uses" : "use"} this template. Their members move to the default template
              {defaultName ? `, ${defaultName},` : ""} at once. Its versions are deleted with it.
            </>
          ) : (
            "No department uses it. Its versions are deleted with it."
          )
        }
      >
        {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete template"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
