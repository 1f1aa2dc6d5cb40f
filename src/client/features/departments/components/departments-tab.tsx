// Departments: member counts and the template each uses; add, rename, delete. Members of a
// deleted department keep working with the default template.
import { useState } from "react";
import { FolderTree, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Td, Tr } from "../../../components/ui/table";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { FormDialog, FormDialogFooter } from "../../../components/ui/form-dialog";
import { ResourceListCard } from "../../../components/ui/resource-list-card";
import { ResourceTable, RowIconButton } from "../../../components/ui/resource-table";
import { showSuccess } from "../../../components/ui/toaster";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { DepartmentNameSchema } from "../../../../shared/departments/department-schema";
import {
  useCreateDepartment,
  useDeleteDepartment,
  useDepartmentSummaries,
  useRenameDepartment,
  type DepartmentRow,
} from "../api/departments";
import { ConfirmDialog, useConfirmTarget } from "../../../components/ui/confirm-dialog";

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
      form.showServerError(error, "The department could not be saved.");
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Department name" error={form.errorOf("name")}>
        <Input required maxLength={100} placeholder="e.g. Sales" autoFocus {...form.bind("name")} />
      </Field>
      <FormDialogFooter banner={form.banner} pending={pending} submitLabel={department ? "Rename" : "Add department"} />
    </form>
  );
}

export function DepartmentsTab() {
  const summary = useDepartmentSummaries();
  const [editing, setEditing] = useState<{ department: DepartmentRow | null } | null>(null);
  const remove = useDeleteDepartment();
  const deleting = useConfirmTarget<DepartmentRow>(remove);
  const defaultName = summary.data?.defaultTemplate?.name ?? "the default template";

  async function onDelete() {
    const department = deleting.target;
    if (!department) return;
    try {
      await remove.mutateAsync(department.id);
      showSuccess(`${department.name} has been deleted.`);
      deleting.close();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <ResourceListCard
      title="Departments"
      description="A department can have its own template; its members get that one instead of the default."
      items={summary.data?.departments}
      isPending={summary.isPending}
      isError={summary.isError}
      loadingText="Loading departments..."
      errorText="The departments could not be loaded."
      action={
        <Button size="sm" onClick={() => setEditing({ department: null })}>
          <Plus aria-hidden="true" /> Add department
        </Button>
      }
      empty={{
        icon: <FolderTree />,
        title: "No departments yet",
        text: "Group members by department to give each group its own signature template and campaigns.",
      }}
      dialogs={
        <>
          <FormDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            title={editing?.department ? `Rename ${editing.department.name}` : "Add a department"}
          >
            {editing && <NameForm key={editing.department?.id ?? "new"} department={editing.department} onDone={() => setEditing(null)} />}
          </FormDialog>
          <ConfirmDialog
            {...deleting.dialog}
            title={`Delete ${deleting.target?.name ?? "the department"}?`}
            description={
              deleting.target && deleting.target.memberCount > 0
                ? `${members(deleting.target.memberCount)} will have no department and fall back to ${defaultName}. Their signatures keep working.`
                : "No member is in this department."
            }
            confirmLabel="Delete department"
            onConfirm={onDelete}
          />
        </>
      }
    >
      {(departments) => (
        <ResourceTable caption="Departments" columns={["Department", "Members", "Template"]}>
          {departments.map((department) => (
            <Tr key={department.id} data-testid="department-row" className="max-sm:px-5 max-sm:pr-24 sm:hover:bg-transparent">
              <Td className="font-medium text-slate-900 sm:pl-0">{department.name}</Td>
              <Td label="Members" className="whitespace-nowrap text-slate-600">
                {members(department.memberCount)}
              </Td>
              <Td label="Template">
                {department.template ? <Badge tone="brand">{department.template.name}</Badge> : <Badge>{defaultName} (default)</Badge>}
              </Td>
              <Td className="whitespace-nowrap max-sm:absolute max-sm:top-2 max-sm:right-2 sm:pr-0 sm:text-right">
                <RowIconButton label={`Rename ${department.name}`} onClick={() => setEditing({ department })}>
                  <Pencil aria-hidden="true" />
                </RowIconButton>
                <RowIconButton danger label={`Delete ${department.name}`} onClick={() => deleting.ask(department)}>
                  <Trash2 aria-hidden="true" />
                </RowIconButton>
              </Td>
            </Tr>
          ))}
        </ResourceTable>
      )}
    </ResourceListCard>
  );
}
