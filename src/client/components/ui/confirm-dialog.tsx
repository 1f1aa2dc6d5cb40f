// A yes/no question before a change that is hard to take back (deleting, revoking, changing
// a role or every member's signature), with the server's refusal shown inside.
import type { ReactNode } from "react";
import { Button } from "./button";
import { Alert } from "./alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "./dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  /** The button's words while the change runs. */
  pendingLabel?: string;
  /** danger for what destroys or takes away; primary for a wide but ordinary change. */
  tone?: "danger" | "primary";
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  pendingLabel = "Deleting...",
  tone = "danger",
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant={tone} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
