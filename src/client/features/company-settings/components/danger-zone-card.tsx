// Delete the company after typing its exact name. Everything of the account goes, and
// every admin gets an email; the server compares the name again.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useDeleteCompany } from "../api/delete-company";

export function DangerZoneCard({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteCompany();
  const navigate = useNavigate();
  const matches = typed === companyName;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setTyped("");
      remove.reset();
    }
  }

  async function onDelete(event: React.FormEvent) {
    event.preventDefault();
    if (!matches) return;
    try {
      await remove.mutateAsync(typed);
      showSuccess(`${companyName} has been deleted.`);
      navigate(paths.auth, { replace: true });
    } catch {
      // Shown in the dialog from remove.error.
    }
  }

  const fieldError = remove.error instanceof ApiError ? remove.error.fields?.confirmName : undefined;

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">Danger zone</CardTitle>
        <CardDescription>
          Deleting the company removes every member, template, signature, campaign, statistic, invitation and file of {companyName}. Members
          who belong to no other company lose their sign-in. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="danger">
              <Trash2 aria-hidden="true" /> Delete company
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Delete the company?"
            description={
              <>
                Everything of <strong className="font-semibold text-slate-900">{companyName}</strong> is deleted at once, and every admin
                gets an email. Type the company's name to confirm.
              </>
            }
          >
            <form className="flex flex-col gap-4" noValidate onSubmit={onDelete}>
              <Field label="Company name" error={fieldError} hint={`Type "${companyName}" exactly.`}>
                <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus autoComplete="off" spellCheck={false} />
              </Field>
              {remove.error && !fieldError && <Alert tone="error">{remove.error.message}</Alert>}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Delete company"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
