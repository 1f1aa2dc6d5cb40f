// Departments: member counts and the template each uses; add, rename, delete. Members of a
// deleted department keep working with the default template.
import { useState } from "react";
import { FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingState } from "../../../components/ui/spinner";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { DepartmentNameSchema } from "../../../../shared/departments/department-schema";
import {
  useCreateDepartment,
  useDeleteDepartment,
  useDepartmentSummaries,
  useRenameDepartment,
  type DepartmentRow,
} from "../api/departments";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

const members = (n: number) => `${n.toLocaleString()} ${n === 1 ? "member" : "members"}`;

function NameForm({ department, onDone }: { department: DepartmentRow | null; onDone: () => void }) {
  const form = useSchemaForm(DepartmentNameSchema, { name: department?.name ?? "" });
  const create = useCreateDepartment();
  const rename = useRenameDepartment();
  const pending = create.isPending || rename.isPending;
  const onSubmit = form.onSubmit(async ({ name }) => {
    try {
      if (department) await rename.mutateAsync({ id: department.id, name });
      else await create.mutateAsync(name);
      showSuccess(department ? `Renamed to ${name}.` : `${name} has been added.`);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The department could not be saved.");
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Department name" error={form.errorOf("name")}>
        <Input required maxLength={100} placeholder="e.g. Sales" autoFocus {...form.bind("name")} />
      </Field>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : department ? "Rename" : "Add department"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function DepartmentsTab() {
  const summary = useDepartmentSummaries();
  const [editing, setEditing] = useState<{ department: DepartmentRow | null } | null>(null);
  const [deleting, setDeleting] = useState<DepartmentRow | null>(null);
  const remove = useDeleteDepartment();
  const defaultName = summary.data?.defaultTemplate?.name ?? "the default template";

  async function onDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showSuccess(`${deleting.name} has been deleted.`);
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  }

  const add = (
    <Button size="sm" onClick={() => setEditing({ department: null })}>
      <Plus aria-hidden="true" /> Add department
    </Button>
  );

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Departments</CardTitle>
          <CardDescription>A department can have its own template; its members get that one instead of the default.</CardDescription>
        </div>
        {summary.data && summary.data.departments.length > 0 && add}
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <LoadingState text="Loading departments..." />
        ) : summary.isError ? (
          <Alert tone="error">The departments could not be loaded.</Alert>
        ) : summary.data.departments.length === 0 ? (
          <EmptyState icon={<FolderTree />} title="No departments yet" action={add}>
            Group members by department to give each group its own signature template and campaigns.
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Department
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Members
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    Template
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {summary.data.departments.map((department) => (
                  <tr key={department.id} data-testid="department-row">
                    <td className="py-3 pr-4 font-medium break-words text-slate-900">
                      {department.name}
                      <span className="mt-0.5 block text-xs font-normal text-slate-500 sm:hidden">
                        {department.template ? department.template.name : `${defaultName} (default)`}
                      </span>
                    </td>
                    <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{members(department.memberCount)}</td>
                    <td className="hidden py-3 pr-4 sm:table-cell">
                      {department.template ? (
                        <Badge tone="brand">{department.template.name}</Badge>
                      ) : (
                        <Badge>{defaultName} (default)</Badge>
                      )}
                    </td>
                    <td className="py-3 text-right whitespace-nowrap">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8"
                        onClick={() => setEditing({ department })}
                        aria-label={`Rename ${department.name}`}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8 text-red-700 hover:bg-red-50"
                        onClick={() => setDeleting(department)}
                        aria-label={`Delete ${department.name}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent title={editing?.department ? `Rename ${editing.department.name}` : "Add a department"}>
          {editing && <NameForm key={editing.department?.id ?? "new"} department={editing.department} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={`Delete ${deleting?.name ?? "the department"}?`}
        description={
          deleting && deleting.memberCount > 0
            ? `${members(deleting.memberCount)} will have no department and fall back to ${defaultName}. Their signatures keep working.`
            : "No member is in this department."
        }
        confirmLabel="Delete department"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={onDelete}
      />
    </Card>
  );
}
