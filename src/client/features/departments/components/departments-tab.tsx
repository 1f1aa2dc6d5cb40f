// Departments: member counts and the template each uses; add, rename, delete. Members of a
// deleted department keep working with the default template.
import { useState } from "react";
import { FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
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
          <div className="-mx-5 -mb-5 sm:mx-0 sm:mb-0">
            <Table caption="Departments">
              <THead className="bg-transparent">
                <Th className="sm:pl-0">Department</Th>
                <Th>Members</Th>
                <Th>Template</Th>
                <Th className="sm:pr-0">
                  <span className="sr-only">Actions</span>
                </Th>
              </THead>
              <TBody>
                {summary.data.departments.map((department) => (
                  <Tr key={department.id} data-testid="department-row" className="max-sm:px-5 max-sm:pr-24 sm:hover:bg-transparent">
                    <Td className="font-medium text-slate-900 sm:pl-0">{department.name}</Td>
                    <Td label="Members" className="whitespace-nowrap text-slate-600">
                      {members(department.memberCount)}
                    </Td>
                    <Td label="Template">
                      {department.template ? (
                        <Badge tone="brand">{department.template.name}</Badge>
                      ) : (
                        <Badge>{defaultName} (default)</Badge>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap max-sm:absolute max-sm:top-2 max-sm:right-2 sm:pr-0 sm:text-right">
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
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
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
