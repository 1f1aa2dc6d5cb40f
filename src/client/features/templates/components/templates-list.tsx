// The templates library: a card per template (the default first), "New template", and the
// dialogs for renaming, deleting and assigning departments. Duplicating and making a
// template the default happen at once, with a toast.
import { useState } from "react";
import { LayoutTemplate } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
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

type Open = { action: "rename" | "delete" | "departments"; template: TemplateSummary } | null;

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
      } else if (action === "default") {
        await makeDefault.mutateAsync(template.id);
        showSuccess(`Members without a department template now get ${template.name}.`, "Default template changed");
      } else setOpen({ action, template });
    } catch (error) {
      showError(error instanceof Error ? error.message : "That did not work.");
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
    </section>
  );
}
