// Editing an invitation before it is accepted: the role, department and office its invitee
// gets on joining. The link already sent stays valid. Only a super admin gives the super
// admin role or changes an invitation that gives it; the server stays the judge.
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Office } from "../../../lib/offices";
import { UpdateInvitationSchema } from "../../../../shared/members/team-schema";
import { canGrantRole } from "../../../../shared/members/member-policy";
import { ROLES, type Role } from "../../../../shared/permissions";
import type { TeamRow } from "../api/get-team";
import { useUpdateInvitation } from "../api/invitation-mutations";
import { ChoiceOptions } from "../../../components/ui/choice-options";
import { RoleOptions } from "./role-options";

type Props = {
  row: TeamRow;
  callerRole: Role;
  departments: { id: string; name: string }[];
  offices: Office[];
  onClose: () => void;
};

const valuesOf = (row: TeamRow) => ({ role: row.role, departmentId: row.department?.id ?? "", officeId: row.office?.id ?? "" });

export function InvitationEditDialog({ row, callerRole, departments, offices, onClose }: Props) {
  const form = useSchemaForm(UpdateInvitationSchema, valuesOf(row));
  const update = useUpdateInvitation(row.id);
  // An admin can't change what a super admin's invitation grants: the role stays as it is.
  const roleLocked = !canGrantRole(callerRole, row.role);
  const roles = ROLES.filter((r) => r === row.role || canGrantRole(callerRole, r));
  const onSubmit = form.onSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      showSuccess(`Saved the invitation to ${row.email}.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof Error ? error.message : "The invitation could not be saved.");
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Edit invitation"
        description={
          <>
            What <span className="font-medium break-all text-slate-900">{row.email}</span> gets when they join. The link already sent stays
            valid.
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Invitation details">
          <Field
            label="Role"
            error={form.errorOf("role")}
            hint={
              roleLocked ? "Only super admins can change a super admin's invitation." : "Admins manage the team, templates and campaigns."
            }
          >
            <Select {...form.bind("role")} disabled={roleLocked}>
              <RoleOptions roles={roles} />
            </Select>
          </Field>
          <Field label="Department" error={form.errorOf("departmentId")}>
            <Select {...form.bind("departmentId")} disabled={roleLocked}>
              <ChoiceOptions none="No department" choices={departments} labelOf={(d) => d.name} />
            </Select>
          </Field>
          <Field label="Office" error={form.errorOf("officeId")}>
            <Select {...form.bind("officeId")} disabled={roleLocked}>
              <ChoiceOptions none="No office" choices={offices} labelOf={(o) => o.locationName} />
            </Select>
          </Field>
          {form.banner && <Alert tone="error">{form.banner}</Alert>}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={roleLocked || update.isPending || !form.form.formState.isDirty}>
              {update.isPending ? "Saving..." : "Save changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
