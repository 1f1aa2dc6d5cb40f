// The templates library: a card per template (the default first), "New template", and the
// dialogs for renaming, deleting and assigning departments. Duplicating happens at once;
// making a template the default changes many members' signatures, so it asks first.
import { useState } from "react";
import { LayoutTemplate } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadingState } from "../../../components/ui/spinner";
import { EmptyState } from "../../../components/ui/empty-state";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { useTemplates, type TemplateSummary } from "../api/get-templates";
import { useDuplicateTemplate } from "../api/duplicate-template";
import { useSetDefaultTemplate } from "../api/set-default-template";
import { TemplateCard, type TemplateAction } from "./template-card";
import { NewTemplateDialog } from "./new-template-dialog";
import { RenameTemplateDialog } from "./rename-template-dialog";
import { DeleteTemplateDialog } from "./delete-template-dialog";
import { AssignDepartmentsDialog } from "./assign-departments-dialog";

type Open = { action: "rename" | "delete" | "departments" | "default"; template: TemplateSummary } | null;

export function TemplatesList() {
  const templates = useTemplates();
  const duplicate = useDuplicateTemplate();
  const makeDefault = useSetDefaultTemplate();
  const [open, setOpen] = useState<Open>(null);
  const busy = duplicate.isPending || makeDefault.isPending;
  const list = templates.data ?? [];
  const defaultName = list.find((t) => t.isDefault)?.name ?? null;
  const close = () => setOpen(null);

  async function onAction(action: TemplateAction, template: TemplateSummary) {
    try {
      if (action === "duplicate") {
        const copy = await duplicate.mutateAsync(template.id);
        showSuccess(`${copy.name} was added.`, "Template duplicated");
      } else setOpen({ action, template });
    } catch (error) {
      showError(error instanceof Error ? error.message : "That did not work.");
    }
  }
  async function onMakeDefault(template: TemplateSummary) {
    try {
      await makeDefault.mutateAsync(template.id);
      close();
      showSuccess(`Members without a department template now get ${template.name}.`, "Default template changed");
    } catch {
      // Shown in the dialog from makeDefault.error.
    }
  }
  const showing = (action: NonNullable<Open>["action"]) => (open?.action === action ? open.template : null);

  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="templates-heading" className="text-lg font-semibold text-slate-900">
            Templates
          </h2>
          <p className="text-sm text-slate-500">A member gets their department's template, else the default.</p>
        </div>
        <NewTemplateDialog />
      </div>
      {templates.isPending ? (
        <LoadingState text="Loading templates..." />
      ) : templates.isError ? (
        <Alert tone="error">Templates could not be loaded: {templates.error.message}</Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={<LayoutTemplate />} title="No templates yet">
          Create one from the gallery or start blank with “New template”. Until then, members have no signature.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {list.map((t) => (
            <TemplateCard key={t.id} template={t} busy={busy} onAction={onAction} />
          ))}
        </div>
      )}
      <RenameTemplateDialog template={showing("rename")} onClose={close} />
      <DeleteTemplateDialog template={showing("delete")} defaultName={defaultName} onClose={close} />
      <AssignDepartmentsDialog template={showing("departments")} templates={list} onClose={close} />
      <ConfirmDialog
        open={showing("default") !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            close();
            makeDefault.reset();
          }
        }}
        title={`Make ${showing("default")?.name ?? "this template"} the default?`}
        description="Every member without a department template gets this signature the next time their email client loads it."
        confirmLabel="Set as default"
        pendingLabel="Setting..."
        tone="primary"
        pending={makeDefault.isPending}
        error={makeDefault.error?.message}
        onConfirm={() => {
          const template = showing("default");
          if (template) void onMakeDefault(template);
        }}
      />
    </section>
  );
}
