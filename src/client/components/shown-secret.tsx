// A secret shown once (a new API key, a provisioning token, a webhook signing secret).
// ShownSecret: what the tab warns about it, the value with its copy button, what the tab says
// about using it, and the button that closes the dialog.
// SecretDialog: the dialog it shows in. While the secret shows, a stray click outside the
// dialog does not close it (pasting the secret elsewhere takes a moment); Escape, the close
// button and the done button still do.
// MakeSecretDialog: a form that makes the thing, then its secret in the same dialog. The secret
// leaves memory when the dialog closes.
import { useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "./ui/button";
import { Alert } from "./ui/alert";
import { CopyText } from "./ui/copy-text";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "./ui/dialog";

type Props = {
  /** The label above the value, also the copy button's name ("Copy api key"). */
  label: string;
  value: string;
  /** That it is shown this once, and what to do if it is lost; none when it can be shown again. */
  warning?: ReactNode;
  /** The closing button's text. */
  doneLabel?: string;
  /** What the tab says after the value: how to use it. */
  children?: ReactNode;
};

export function ShownSecret({ label, value, warning, doneLabel = "Done", children }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {warning && <Alert tone="warning">{warning}</Alert>}
      <CopyText label={label} value={value} />
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button>{doneLabel}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

type SecretDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True while the secret is on screen: a click outside is then ignored. */
  showing: boolean;
  title: string;
  description?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  children: ReactNode;
};

export function SecretDialog({ open, onOpenChange, showing, title, description, onCloseAutoFocus, children }: SecretDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        onInteractOutside={(event) => {
          if (showing) event.preventDefault();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

type MakeSecretDialogProps<Made> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title and description before (`made` null) and after the secret is made. */
  title: (made: Made | null) => string;
  description: (made: Made | null) => ReactNode;
  /** The form; it calls `onMade` with what the server answered. */
  form: (onMade: (made: Made) => void) => ReactNode;
  /** The secret shown once (a ShownSecret). */
  shown: (made: Made) => ReactNode;
  onCloseAutoFocus?: SecretDialogProps["onCloseAutoFocus"];
};

export function MakeSecretDialog<Made>({
  open,
  onOpenChange,
  title,
  description,
  form,
  shown,
  onCloseAutoFocus,
}: MakeSecretDialogProps<Made>) {
  const [made, setMade] = useState<Made | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setMade(null);
  };
  return (
    <SecretDialog
      open={open}
      onOpenChange={change}
      showing={made !== null}
      title={title(made)}
      description={description(made)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {!open ? null : made !== null ? shown(made) : form(setMade)}
    </SecretDialog>
  );
}
