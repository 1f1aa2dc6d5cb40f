// The actions on one account: activate, suspend with a required reason, and delete after
// typing the company's exact name. Each in a dialog that says what will happen.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Ban, CheckCircle2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { paths } from "../../../lib/paths";
import { SuspendAccountSchema } from "../../../../shared/admin/account-status-schema";
import type { AccountStatus } from "../../../../shared/permissions";
import { ConfirmNameDialog } from "../../../components/confirm-name-dialog";
import { useActivateAccount, useDeleteAccount, useSuspendAccount } from "../api/admin-api";

type Account = { id: string; name: string; status: AccountStatus };

function fieldless(error: unknown) {
  return error instanceof Error && !(error instanceof ApiError && Object.keys(error.fields).length > 0);
}

export function ActivateButton({ account }: { account: Account }) {
  const activate = useActivateAccount();
  async function onActivate() {
    try {
      await activate.mutateAsync(account.id);
      showSuccess(`${account.name} is active. Its members can use Signet again.`, "Account activated");
    } catch (error) {
      showError(error instanceof Error ? error.message : "The account could not be activated.");
    }
  }
  return (
    <Button onClick={onActivate} disabled={activate.isPending}>
      <CheckCircle2 aria-hidden="true" /> {activate.isPending ? "Activating..." : "Activate"}
    </Button>
  );
}

export function SuspendDialog({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(SuspendAccountSchema, { reason: "" });
  const suspend = useSuspendAccount();
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      suspend.reset();
    }
  }
  const onSubmit = form.onSubmit(async ({ reason }) => {
    try {
      await suspend.mutateAsync({ id: account.id, reason });
      showSuccess(`${account.name} is suspended. Its members see your reason.`, "Account suspended");
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) form.applyServerErrors(error.fields);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Ban aria-hidden="true" /> Suspend
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Suspend ${account.name}?`}
        description="Every member is blocked at once and sees the reason below on the blocked screen. You can activate the account again at any time."
      >
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Field label="Reason (shown to the account's members)" error={form.errorOf("reason")}>
            <Textarea
              {...form.bind("reason")}
              autoFocus
              maxLength={500}
              placeholder="e.g. Unpaid invoices since March. Contact billing@…"
            />
          </Field>
          {fieldless(suspend.error) && <Alert tone="error">{suspend.error!.message}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={suspend.isPending}>
              {suspend.isPending ? "Suspending..." : "Suspend account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteAccountDialog({ account, members, refusedBy }: { account: Account; members: number; refusedBy?: string }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  async function onConfirm(confirmName: string) {
    await remove.mutateAsync({ id: account.id, confirmName });
    showSuccess(`${account.name} and everything in it was deleted.`, "Account deleted");
    navigate(paths.adminAccounts, { replace: true });
  }
  return (
    <ConfirmNameDialog
      name={account.name}
      triggerLabel="Delete"
      title={`Delete ${account.name}?`}
      description={
        <>
          This deletes the account, its {members} {members === 1 ? "member" : "members"} (unless they belong to another account), templates,
          signatures, campaigns and statistics. It cannot be undone.
        </>
      }
      confirmLabel="Delete account"
      refusedBy={refusedBy}
      onConfirm={onConfirm}
    />
  );
}
