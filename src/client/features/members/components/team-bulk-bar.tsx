// The bar under the team table while rows are ticked: how many, and what each action will do
// to which of them. It sticks to the bottom of the window while the table scrolls under it,
// and comes to rest after the pagination, so it never covers the last row. Resend and revoke act on the ticked invitations, department and office
// on the ticked members; each button says so with its count. Revoking asks first.
import { useState, type FormEvent } from "react";
import { FolderTree, MapPin, RotateCw, X, XCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { plural } from "../../../../shared/text/plural";
import type { Office } from "../../../lib/offices";
import { useResendInvitations, useRevokeInvitations, useUpdateMembers } from "../api/team-bulk";
import type { TeamSelection } from "./team-selection";

type Place = "department" | "office";
type Props = { selection: TeamSelection; departments: { id: string; name: string }[]; offices: Office[] };

const NONE = "none";

function PlaceDialog({
  place,
  memberIds,
  choices,
  invitationCount,
  onClose,
}: {
  place: Place;
  memberIds: string[];
  choices: { id: string; name: string }[];
  /** Ticked invitations, which this change leaves as they are. */
  invitationCount: number;
  onClose: () => void;
}) {
  const [value, setValue] = useState(choices[0]?.id ?? NONE);
  const update = useUpdateMembers();
  const who = plural(memberIds.length, "member");
  const chosen = choices.find((c) => c.id === value)?.name;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const id = value === NONE ? null : value;
    try {
      const { updated } = await update.mutateAsync({
        ids: memberIds,
        ...(place === "department" ? { departmentId: id } : { officeId: id }),
      });
      const unchanged = memberIds.length - updated;
      const done = chosen
        ? `${plural(updated, "member")} moved to ${chosen}.`
        : `${plural(updated, "member")} taken out of their ${place}.`;
      const already = unchanged ? ` ${unchanged === 1 ? "1 was" : `${unchanged} were`} already there.` : "";
      showSuccess(done + already, place === "department" ? "Department changed" : "Office changed");
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }
  const title = place === "department" ? "Change department" : "Change office";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={`For the ${who} you selected.${invitationCount ? ` The ${plural(invitationCount, "invitation")} you selected ${invitationCount === 1 ? "is" : "are"} left as ${invitationCount === 1 ? "it is" : "they are"}.` : ""}`}
      >
        <form className="flex flex-col gap-4" onSubmit={onSubmit}>
          <Field label={place === "department" ? "Department" : "Office"}>
            <Select value={value} onChange={(e) => setValue(e.target.value)} autoFocus>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
              <option value={NONE}>{place === "department" ? "No department" : "No office"}</option>
            </Select>
          </Field>
          {update.error && <Alert tone="error">{update.error.message}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : `Move ${who}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TeamBulkBar({ selection, departments, offices }: Props) {
  const [placing, setPlacing] = useState<Place | null>(null);
  const [revoking, setRevoking] = useState(false);
  const resend = useResendInvitations();
  const revoke = useRevokeInvitations();
  const invitationIds = selection.invitations.map((r) => r.id);
  const memberIds = selection.members.map((r) => r.id);
  const invitations = plural(invitationIds.length, "invitation");
  const members = plural(memberIds.length, "member");

  async function onResend() {
    try {
      const { resent, emailsSent } = await resend.mutateAsync(invitationIds);
      showSuccess(`${plural(resent, "invitation")} sent again, each with a new link valid for 7 days.`, "Invitations resent");
      if (emailsSent < resent)
        showError(`${plural(resent - emailsSent, "email")} could not be sent. Their rows say "Email failed"; try again later.`);
      selection.select(selection.invitations, false);
    } catch (error) {
      showError(error instanceof Error ? error.message : "The invitations could not be resent.");
    }
  }

  async function onRevoke() {
    try {
      const { revoked } = await revoke.mutateAsync(invitationIds);
      showSuccess(`${plural(revoked, "invitation")} revoked. Their links no longer work.`, "Invitations revoked");
      selection.select(selection.invitations, false);
      setRevoking(false);
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      data-testid="team-bulk-bar"
      className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-brand-200 bg-brand-50 px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.25)] sm:gap-3 2xl:flex-row 2xl:items-center"
    >
      <div className="flex items-center gap-2">
        <p className="text-sm font-semibold whitespace-nowrap text-brand-900" aria-live="polite">
          {selection.count.toLocaleString()} selected
        </p>
        <Button variant="ghost" size="sm" onClick={selection.clear}>
          <X aria-hidden="true" /> Clear selection
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap 2xl:ml-auto 2xl:justify-end [&>button]:h-auto [&>button]:min-h-8 [&>button]:py-1.5 [&>button]:whitespace-normal">
        {invitationIds.length > 0 && (
          <>
            <Button variant="secondary" size="sm" onClick={onResend} disabled={resend.isPending}>
              <RotateCw aria-hidden="true" /> {resend.isPending ? "Resending..." : `Resend ${invitations}`}
            </Button>
            <Button variant="secondary" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setRevoking(true)}>
              <XCircle aria-hidden="true" /> Revoke {invitations}
            </Button>
          </>
        )}
        {memberIds.length > 0 && (
          <>
            <Button variant="secondary" size="sm" onClick={() => setPlacing("department")}>
              <FolderTree aria-hidden="true" /> Change department of {members}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPlacing("office")}>
              <MapPin aria-hidden="true" /> Change office of {members}
            </Button>
          </>
        )}
      </div>
      {placing && (
        <PlaceDialog
          place={placing}
          memberIds={memberIds}
          invitationCount={invitationIds.length}
          choices={placing === "department" ? departments : offices.map((o) => ({ id: o.id, name: o.locationName }))}
          onClose={() => setPlacing(null)}
        />
      )}
      <ConfirmDialog
        open={revoking}
        onOpenChange={(open) => {
          setRevoking(open);
          if (!open) revoke.reset();
        }}
        title={`Revoke ${invitations}?`}
        description="Their links stop working at once. You can invite the same addresses again later."
        confirmLabel={`Revoke ${invitations}`}
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={onRevoke}
      />
    </div>
  );
}
