// What an admin does with one member: edit their job title, phone, department and office,
// see their mailbox (Gmail, the Outlook add-in) and push to it, change their role, or remove them. The shared member policy disables what the server
// would refuse for the roles alone (a super admin's role or removal, for an admin) and says
// why; the rest (the last admin or super admin) the server decides, and the dialog shows
// its message where the action was.
import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Office } from "../../../lib/offices";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DirectoryManagedMemberSchema, ROLE_LABELS, UpdateMemberSchema } from "../../../../shared/members/team-schema";
import { directoryOwnedFields, managedByText } from "../../../../shared/integrations/integration-schema";
import { PROFILE_LIMITS } from "../../../../shared/profiles/profile-schema";
import { ROLES, type Role } from "../../../../shared/permissions";
import { canGrantRole, memberActionRefusal, type MemberFacts } from "../../../../shared/members/member-policy";
import type { TeamRow } from "../api/get-team";
import { useChangeRole, useRemoveMember, useUpdateMember } from "../api/member-mutations";
import { displayName } from "./team-cells";
import { ChoiceOptions } from "../../../components/ui/choice-options";
import { RoleOptions } from "./role-options";
import { MemberMailbox } from "./member-mailbox";

type Props = {
  row: TeamRow;
  caller: { userId: string; role: Role };
  departments: { id: string; name: string }[];
  offices: Office[];
  onClose: () => void;
};

/** A field the member's directory owns: its value, read-only, in the directory's words. */
function ManagedField({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Field label={label} hint={hint}>
      <Input value={value} readOnly className="bg-slate-50 text-slate-600" />
    </Field>
  );
}

const valuesOf = (row: TeamRow) => ({
  jobTitle: row.jobTitle ?? "",
  personalPhone: row.personalPhone ?? "",
  departmentId: row.department?.id ?? "",
  officeId: row.office?.id ?? "",
});

function DetailsForm({ row, departments, offices }: Pick<Props, "row" | "departments" | "offices">) {
  // A directory that still lists the member owns their job title, phone and department.
  const managed = row.directory && !row.directory.deactivated ? managedByText(row.directory.provider) : null;
  const form = useSchemaForm((managed ? DirectoryManagedMemberSchema : UpdateMemberSchema) as typeof UpdateMemberSchema, valuesOf(row));
  // Microsoft's directory names the office too (officeLocation): then nothing here is the admin's to change.
  const ownsOffice = Boolean(managed && row.directory && directoryOwnedFields(row.directory.provider).includes("officeId"));
  const update = useUpdateMember(row.id);
  const onSubmit = form.onSubmit(async (input) => {
    try {
      // The directory's fields are left out: the server keeps the directory's values.
      const { member } = await update.mutateAsync(managed ? { officeId: input.officeId } : input);
      form.reset(valuesOf(member));
      showSuccess(`Saved the details of ${displayName(member) || member.email}.`);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof Error ? error.message : "The details could not be saved.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Member details">
      {managed ? (
        <>
          <ManagedField label="Job title" value={row.jobTitle ?? ""} hint={managed} />
          <ManagedField label="Phone" value={row.personalPhone ?? ""} hint={managed} />
          <ManagedField label="Department" value={row.department?.name ?? "No department"} hint={managed} />
        </>
      ) : (
        <>
          <Field label="Job title" error={form.errorOf("jobTitle")}>
            <Input maxLength={PROFILE_LIMITS.jobTitle} {...form.bind("jobTitle")} />
          </Field>
          <Field label="Phone" error={form.errorOf("personalPhone")}>
            <Input type="tel" inputMode="tel" {...form.bind("personalPhone")} />
          </Field>
          <Field label="Department" error={form.errorOf("departmentId")}>
            <Select {...form.bind("departmentId")}>
              <ChoiceOptions none="No department" choices={departments} labelOf={(d) => d.name} />
            </Select>
          </Field>
        </>
      )}
      {ownsOffice && managed ? (
        <ManagedField label="Office" value={row.office?.name ?? "No office"} hint={managed} />
      ) : (
        <Field label="Office" error={form.errorOf("officeId")}>
          <Select {...form.bind("officeId")}>
            <ChoiceOptions none="No office" choices={offices} labelOf={(o) => o.locationName} />
          </Select>
        </Field>
      )}
      {form.banner && (
        <Alert tone="error" className="sm:col-span-2">
          {form.banner}
        </Alert>
      )}
      {!ownsOffice && (
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={update.isPending || !form.form.formState.isDirty}>
            {update.isPending ? "Saving..." : "Save details"}
          </Button>
        </div>
      )}
    </form>
  );
}

const factsOf = (row: TeamRow, caller: Props["caller"]): MemberFacts => ({ actor: caller, target: { userId: row.id, role: row.role } });

function RoleSection({ row, caller }: Pick<Props, "row" | "caller">) {
  const [role, setRole] = useState<Role>(row.role);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole(row.id);
  const facts = factsOf(row, caller);
  // Every other role refused (a super admin, for an admin): the select is locked, with the reason.
  const refusals = ROLES.filter((r) => r !== row.role).map((r) => memberActionRefusal({ kind: "change_role", role: r }, facts));
  const locked = refusals.every(Boolean) ? refusals[0] : null;
  const roles = ROLES.filter((r) => r === row.role || canGrantRole(caller.role, r));
  async function onSave() {
    try {
      const { member } = await change.mutateAsync(role);
      setConfirming(false);
      showSuccess(`${displayName(member) || member.email} is now ${ROLE_LABELS[member.role].toLowerCase()}.`);
    } catch {
      // Shown below from change.error.
    }
  }
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Role" className="sm:flex-1" hint={locked ? locked.message : "Admins manage the team, templates and campaigns."}>
          <Select value={role} onChange={(e) => setRole(e.target.value as Role)} disabled={Boolean(locked)}>
            <RoleOptions roles={roles} />
          </Select>
        </Field>
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={Boolean(locked) || role === row.role || change.isPending}
          className="sm:mb-[1.375rem]"
        >
          Change role…
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) change.reset();
        }}
        title={`Make ${displayName(row) || row.email} ${role === "admin" ? "an" : "a"} ${ROLE_LABELS[role].toLowerCase()}?`}
        description={
          role === "user"
            ? "They can no longer manage the team, templates or campaigns."
            : "They can manage the team, templates and campaigns, and change other members' roles."
        }
        confirmLabel="Change role"
        pendingLabel="Changing..."
        tone={role === "user" ? "danger" : "primary"}
        pending={change.isPending}
        error={change.error?.message}
        onConfirm={onSave}
      />
    </section>
  );
}

function RemoveSection({ row, caller, onRemoved }: Pick<Props, "row" | "caller"> & { onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember(row.id);
  const refusal = memberActionRefusal({ kind: "remove_member" }, factsOf(row, caller));
  // Leaving is deleting one's user in Settings: no Remove on one's own row.
  if (refusal?.code === "remove_self") return null;
  async function onRemove() {
    try {
      await remove.mutateAsync();
      showSuccess(`Removed ${row.email} from the team.`);
      onRemoved();
    } catch {
      // Shown below from remove.error.
    }
  }
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      {confirming ? (
        <Alert tone="warning" className="flex flex-col gap-3">
          <p>
            Remove <strong>{row.email}</strong>? Their signature and campaign choices are deleted, and they can no longer sign in to this
            company. This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep member
            </Button>
            <Button variant="danger" size="sm" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? "Removing..." : "Remove member"}
            </Button>
          </div>
        </Alert>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <p id={`remove-${row.id}-note`} className="text-sm text-slate-600">
            {refusal ? refusal.message : "Remove them from the team with their signature."}
          </p>
          <Button
            variant="ghost"
            className="shrink-0 text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
            disabled={Boolean(refusal)}
            aria-describedby={`remove-${row.id}-note`}
          >
            <Trash2 aria-hidden="true" /> Remove…
          </Button>
        </div>
      )}
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
    </section>
  );
}

export function MemberDialog({ row, caller, departments, offices, onClose }: Props) {
  const name = displayName(row);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={name || row.email} description={name ? row.email : "Member"} className="max-w-xl">
        <DetailsForm row={row} departments={departments} offices={offices} />
        <MemberMailbox userId={row.id} />
        <RoleSection row={row} caller={caller} />
        <RemoveSection row={row} caller={caller} onRemoved={onClose} />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
