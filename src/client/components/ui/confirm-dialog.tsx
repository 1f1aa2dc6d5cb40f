// A yes/no question before a change that is hard to take back (deleting, revoking, changing
// a role or every member's signature, replacing a template's HTML), with the server's
// refusal shown inside.
import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Alert } from "./alert";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "./dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirm button's content: words, or an icon and words. */
  confirmLabel: ReactNode;
  /** The way back; "Cancel" unless the choice reads better named ("Keep the design"). */
  cancelLabel?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  /** The button's content while the change runs. */
  pendingLabel?: ReactNode;
  /** danger for what destroys or takes away; primary for a wide but ordinary change. */
  tone?: "danger" | "primary";
  /** The button that opens the dialog, when the dialog owns it: focus returns to it on close. */
  trigger?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  pending = false,
  error,
  onConfirm,
  pendingLabel = "Deleting...",
  tone = "danger",
  trigger,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent title={title} description={description}>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={tone} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The row a ConfirmDialog asks about, and the dialog's props from the mutation it confirms:
 * open while there is a row; closing it forgets the row and the mutation's refusal.
 */
export function useConfirmTarget<T>(mutation: { reset: () => void; isPending: boolean; error: Error | null }) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: setTarget,
    close: () => setTarget(null),
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (open) return;
        setTarget(null);
        mutation.reset();
      },
      pending: mutation.isPending,
      error: mutation.error?.message,
    },
  };
}
