// Which departments use a template: a checkbox per department (a department uses one
// template, so ticking one here takes it from the template it had). Before confirming,
// the dialog lists the members the change moves, from which template to which.
import { ArrowRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { AssignDepartmentsSchema } from "../../../../shared/templates/template-schema";
import type { TemplateSummary } from "../api/get-templates";
import { useDepartments } from "../../../lib/departments";
import { useAssignDepartments } from "../api/assign-departments";
import { useDepartmentMoves, type TemplateMove } from "../api/preview-department-moves";

const MOVES_SHOWN = 50;

type Props = { template: TemplateSummary | null; templates: TemplateSummary[]; onClose: () => void };

function MovesList({ moves, pending }: { moves: TemplateMove[] | undefined; pending: boolean }) {
  if (!moves) return <Spinner label="Finding the members this moves" />;
  if (moves.length === 0) return <p className="text-sm text-slate-500">No member changes template.</p>;
  return (
    <div aria-busy={pending}>
      <p className="mb-2 text-sm text-slate-700" data-testid="moves-count">
        {moves.length === 1 ? "1 member changes template:" : `${moves.length.toLocaleString("en-US")} members change template:`}
      </p>
      <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm" data-testid="moves">
        {moves.slice(0, MOVES_SHOWN).map((m) => (
          <li key={m.userId} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <span className="min-w-0 truncate">
              <span className="font-medium text-slate-900">{m.name}</span> <span className="text-slate-500">· {m.department.name}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
              {m.from?.name ?? "No template"} <ArrowRight className="size-3.5" aria-label="to" /> {m.to?.name ?? "No template"}
            </span>
          </li>
        ))}
      </ul>
      {moves.length > MOVES_SHOWN && (
        <p className="mt-1 text-xs text-slate-500">and {(moves.length - MOVES_SHOWN).toLocaleString("en-US")} more</p>
      )}
    </div>
  );
}

function AssignForm({ template, templates, onClose }: { template: TemplateSummary; templates: TemplateSummary[]; onClose: () => void }) {
  const form = useSchemaForm(AssignDepartmentsSchema, { departmentIds: template.departments.map((d) => d.id) });
  const departments = useDepartments();
  const assign = useAssignDepartments();
  const chosen: string[] = form.values.departmentIds ?? [];
  const moves = useDepartmentMoves(template.id, chosen, true);

  const usedBy = new Map(templates.flatMap((t) => t.departments.map((d) => [d.id, t] as const)));
  function toggle(id: string, on: boolean) {
    form.setValue("departmentIds", on ? [...chosen, id] : chosen.filter((d) => d !== id));
  }
  const onSubmit = form.onSubmit(async ({ departmentIds }) => {
    try {
      await assign.mutateAsync({ id: template.id, departmentIds });
      showSuccess(`${template.name}: departments saved. Members get it on their next signature load.`, "Departments assigned");
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The departments could not be saved.");
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {departments.isPending ? (
        <Spinner label="Loading departments" />
      ) : departments.isError ? (
        <Alert tone="error">The departments could not be loaded: {departments.error.message}</Alert>
      ) : departments.data.length === 0 ? (
        <p className="text-sm text-slate-500">The company has no departments yet. Add them under Company Settings.</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Departments</legend>
          {departments.data.map((d) => {
            const other = usedBy.get(d.id);
            const elsewhere = other && other.id !== template.id ? other.name : null;
            return (
              <label key={d.id} className="flex items-center gap-3 rounded-lg px-1 py-1 text-sm text-slate-800">
                <Checkbox checked={chosen.includes(d.id)} onCheckedChange={(value) => toggle(d.id, value === true)} />
                <span>
                  {d.name}
                  {elsewhere && <span className="text-slate-500"> · now uses {elsewhere}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {form.errorOf("departmentIds") && (
        <p className="text-xs font-medium text-red-600" role="alert">
          {form.errorOf("departmentIds")}
        </p>
      )}
      <section aria-label="Members this moves" className="rounded-lg bg-slate-50 p-3">
        {moves.isError ? <Alert tone="error">{moves.error.message}</Alert> : <MovesList moves={moves.data} pending={moves.isFetching} />}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? "Saving..." : "Save departments"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function AssignDepartmentsDialog({ template, templates, onClose }: Props) {
  return (
    <Dialog open={template !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-xl"
        title={`Departments using ${template?.name ?? "this template"}`}
        description="Members of these departments get this template. A department uses one template: ticking it here takes it from the other."
      >
        {/* Keyed by template: the boxes start from that template's departments. */}
        {template && <AssignForm key={template.id} template={template} templates={templates} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
