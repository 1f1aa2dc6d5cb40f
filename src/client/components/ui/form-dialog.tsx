// A dialog that holds a form (add or edit a department, an office, a webhook endpoint, a key):
// the form is mounted only while the dialog is open, so each opening starts from its values.
// FormDialogFooter ends such a form: the server's refusal, Cancel, and the submit button,
// which says what it is doing while the request runs.
import type { ReactNode } from "react";
import { Button } from "./button";
import { Alert } from "./alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "./dialog";

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} title={title} description={description}>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

export function FormDialogFooter({
  banner,
  pending,
  submitLabel,
  pendingLabel = "Saving...",
}: {
  /** The form's banner (useSchemaForm's `banner`). */
  banner: ReactNode;
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel?: ReactNode;
}) {
  return (
    <>
      {banner && <Alert tone="error">{banner}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
