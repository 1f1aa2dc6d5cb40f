// "Type the name to confirm" before something that can't be undone (deleting a company from
// its danger zone or from the super admin panel). The server compares the name again;
// its field error shows under the input, any other error above the buttons.
import { useState, type ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "./ui/button";
import { Field } from "./ui/field";
import { Input } from "./ui/input";
import { Alert } from "./ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "./ui/dialog";
import { ApiError } from "../lib/api-client";
import { useSchemaForm } from "../lib/use-schema-form";
import { DeleteCompanySchema } from "../../shared/company/company-schema";

type Props = {
  /** The exact text to type. */
  name: string;
  triggerLabel: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The id of a text saying why the server would refuse: the trigger is then disabled and described by it. */
  refusedBy?: string;
  /** Does the deletion; throws the server's error (shown in the dialog). */
  onConfirm: (confirmName: string) => Promise<void>;
};

export function ConfirmNameDialog({ name, triggerLabel, title, description, confirmLabel, refusedBy, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(DeleteCompanySchema, { confirmName: "" });
  const matches = form.values.confirmName === name;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      setFailure(null);
    }
  }

  const onSubmit = form.onSubmit(async ({ confirmName }) => {
    if (confirmName !== name) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(confirmName);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.applyServerErrors(error.fields);
      else setFailure(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  });

  if (refusedBy)
    return (
      <Button variant="danger" disabled aria-describedby={refusedBy}>
        <Trash2 aria-hidden="true" /> {triggerLabel}
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" /> {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Field label={`Type ${name} to confirm`} error={form.errorOf("confirmName")}>
            <Input {...form.bind("confirmName")} autoFocus autoComplete="off" spellCheck={false} />
          </Field>
          {failure && <Alert tone="error">{failure}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={!matches || pending}>
              {pending ? "Deleting..." : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
