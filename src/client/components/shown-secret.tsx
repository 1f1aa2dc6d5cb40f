// A secret a dialog hands over (a new API key, a provisioning token, a webhook signing secret):
// what the tab warns about it, the value with its copy button, what the tab says about using
// it, and the button that closes the dialog. While it shows, a stray click outside the dialog
// does not close it (pasting the secret elsewhere takes a moment); Escape, the close button
// and the done button still do.
import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { Alert } from "./ui/alert";
import { CopyText } from "./ui/copy-text";
import { DialogClose, DialogFooter } from "./ui/dialog";

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

/** For DialogContent's onInteractOutside while a secret shows: the click outside is ignored. */
export const keepSecretOnOutsideClick = (showing: boolean) => (event: Event) => {
  if (showing) event.preventDefault();
};
