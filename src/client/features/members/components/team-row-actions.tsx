// What a team row offers, in the table's actions cell and on the phone cards: "Manage"
// opens the row; an invitation that is still open or expired also offers "Edit" (its
// role, department and office); a synced member who has no password "Invite to sign in"
// (Edit and Invite show their icon only, with its name as label and tooltip, where the table has no room for words).
import { Pencil, Send } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import type { TeamRow } from "../api/get-team";
import { useInviteToSignIn } from "../api/member-mutations";
import { displayName } from "./team-cells";

type Props = { row: TeamRow; onOpen: (row: TeamRow) => void; onEdit: (row: TeamRow) => void };

/** A member a directory added who can't sign in yet (no password): they may be invited to. */
export const canInviteToSignIn = (row: TeamRow) =>
  row.kind === "member" && !row.canSignIn && Boolean(row.directory && !row.directory.deactivated);

function InviteToSignIn({ row }: { row: TeamRow }) {
  const invite = useInviteToSignIn(row.id);
  const who = displayName(row) || row.email;
  const label = row.signInInvitation ? "Invite again" : "Invite to sign in";
  async function onInvite() {
    try {
      const { emailSent } = await invite.mutateAsync();
      if (emailSent) showSuccess(`Invitation to sign in sent to ${row.email}.`);
      else showError(`The invitation to ${who} is ready, but its email could not be sent. Try again in a moment.`);
    } catch (error) {
      showError((error as Error).message || "The invitation could not be sent.");
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={onInvite} disabled={invite.isPending} aria-label={`${label}: ${who}`} title={label}>
      <Send aria-hidden="true" /> <span className="max-2xl:sr-only">{invite.isPending ? "Sending..." : label}</span>
    </Button>
  );
}

export function TeamRowActions({ row, onOpen, onEdit }: Props) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-2">
      {row.kind === "invitation" && (
        <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={`Edit invitation to ${row.email}`} title="Edit">
          <Pencil aria-hidden="true" /> <span className="max-2xl:sr-only">Edit</span>
        </Button>
      )}
      {canInviteToSignIn(row) && <InviteToSignIn row={row} />}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onOpen(row)}
        aria-label={`${row.kind === "member" ? "Manage" : "Manage invitation"} ${row.email}`}
      >
        Manage
      </Button>
    </div>
  );
}
