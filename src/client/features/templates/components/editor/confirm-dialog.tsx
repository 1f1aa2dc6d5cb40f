// The editor's "are you sure?" dialog: a title, what happens, a way back and the action.
import type { ReactNode } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../../components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancel: string;
  confirm: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
};

export function ConfirmDialog({ open, onOpenChange, title, description, cancel, confirm, onConfirm, busy }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancel}</Button>
          </DialogClose>
          <Button disabled={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
