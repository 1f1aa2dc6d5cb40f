// Danger zone: delete your own user after typing DELETE. The last admin of a company
// is refused by the server, and the dialog says why. The dialog is a form on the shared
// DeleteOwnUserSchema: the current password and the typed confirmation.
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
import { useSchemaForm } from "../../../lib/use-schema-form";
import { DELETE_CONFIRMATION_WORD, DeleteOwnUserSchema, SETTINGS_MESSAGES } from "../../../../shared/settings/settings-schema";
import { useDeleteOwnUser } from "../api/delete-own-user";

export function DeleteUserCard({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(DeleteOwnUserSchema, { currentPassword: "", confirm: "" });
  const remove = useDeleteOwnUser();
  const navigate = useNavigate();
  const confirmed = DeleteOwnUserSchema.safeParse(form.values).success;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      remove.reset();
    }
  }

  const onDelete = form.onSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      showSuccess(SETTINGS_MESSAGES.userDeleted);
      navigate(paths.auth, { replace: true });
    } catch (error) {
      // Shown in the dialog from remove.error; field messages under their fields.
      if (error instanceof ApiError) form.applyServerErrors(error.fields);
    }
  });

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">Delete your user</CardTitle>
        <CardDescription>
          Removes your sign-in, profile and signature from the {companyName} account. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="danger">
              <Trash2 aria-hidden="true" /> Delete my user
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Delete your user?"
            description={`Your profile, signature and campaign choices are deleted and you are signed out everywhere. Enter your password and type ${DELETE_CONFIRMATION_WORD} to confirm.`}
          >
            <form className="flex flex-col gap-4" noValidate onSubmit={onDelete}>
              <Field label="Current password" error={form.errorOf("currentPassword")}>
                <Input {...form.bind("currentPassword")} type="password" autoFocus autoComplete="current-password" />
              </Field>
              <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} error={form.errorOf("confirm")}>
                <Input {...form.bind("confirm")} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
              </Field>
              {/* A field's own error shows under the field; anything else (e.g. the last-admin rule) here. */}
              {remove.error && !(remove.error instanceof ApiError && Object.keys(remove.error.fields).length > 0) && (
                <Alert tone="error">{remove.error.message}</Alert>
              )}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button type="submit" variant="danger" disabled={!confirmed || remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Delete my user"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
