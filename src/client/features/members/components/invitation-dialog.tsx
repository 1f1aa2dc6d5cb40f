// An open or expired invitation: resend it (a new link, valid 7 more days; the old link
// stops working) or revoke it.
import { useState } from "react";
import { Mail, XCircle } from "lucide-react";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { useCompanyDates } from "../../../lib/format-date";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import type { TeamRow } from "../api/get-team";
import { useResendInvitation, useRevokeInvitation } from "../api/invitation-mutations";
import { displayName } from "./team-cells";

export function InvitationDialog({ row, onClose }: { row: TeamRow; onClose: () => void }) {
  const [current, setCurrent] = useState(row);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const error = resend.error;

  async function onResend() {
    try {
      const result = await resend.mutateAsync(current.id);
      setCurrent(result.invitation);
      if (result.emailSent) showSuccess(`Sent a new invitation to ${current.email}.`);
    } catch {
      // Shown below.
    }
  }
  async function onRevoke() {
    try {
      await revoke.mutateAsync(current.id);
      showSuccess(`Revoked the invitation to ${current.email}.`);
      onClose();
    } catch {
      // Shown below.
    }
  }

  const name = displayName(current);
  const { date } = useCompanyDates();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Invitation to ${current.email}`} description={name ? `For ${name}` : undefined}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Role</dt>
          <dd>{ROLE_LABELS[current.role]}</dd>
          <dt className="text-slate-500">Invited</dt>
          <dd>{date(current.date)}</dd>
          <dt className="text-slate-500">{current.status === "expired" ? "Expired" : "Expires"}</dt>
          <dd>{current.expiresAt ? date(current.expiresAt) : "—"}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd>{current.emailStatus === "failed" ? "Could not be sent" : current.emailStatus === "sending" ? "Sending" : "Sent"}</dd>
        </dl>
        {current.emailStatus === "failed" && <Alert tone="error">The invitation email could not be sent. Resend it to try again.</Alert>}
        {current.status === "expired" && (
          <Alert tone="warning">This invitation has expired. Resend it to give {current.email} a new link.</Alert>
        )}
        {resend.data && !resend.data.emailSent && (
          <Alert tone="error">The invitation is saved, but its email could not be sent. Try again later.</Alert>
        )}
        {error && <Alert tone="error">{error.message}</Alert>}
        <DialogFooter>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmRevoke(true)}>
            <XCircle aria-hidden="true" /> Revoke invitation…
          </Button>
          <Button onClick={onResend} disabled={resend.isPending}>
            <Mail aria-hidden="true" /> {resend.isPending ? "Sending..." : "Resend invitation"}
          </Button>
        </DialogFooter>
        <ConfirmDialog
          open={confirmRevoke}
          onOpenChange={(open) => {
            setConfirmRevoke(open);
            if (!open) revoke.reset();
          }}
          title={`Revoke the invitation to ${current.email}?`}
          description="Their invitation link stops working. You can invite them again later."
          confirmLabel="Revoke invitation"
          pendingLabel="Revoking..."
          pending={revoke.isPending}
          error={revoke.error?.message}
          onConfirm={onRevoke}
        />
      </DialogContent>
    </Dialog>
  );
}
