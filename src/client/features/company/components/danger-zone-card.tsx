// Delete the company after typing its exact name. Everything of the account goes, and
// every admin gets an email; the server compares the name again.
import { useNavigate } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ConfirmNameDialog } from "../../../components/confirm-name-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { paths } from "../../../lib/paths";
import { useDeleteCompany } from "../api/delete-company";

export function DangerZoneCard({ companyName }: { companyName: string }) {
  const remove = useDeleteCompany();
  const navigate = useNavigate();

  async function onConfirm(confirmName: string) {
    await remove.mutateAsync(confirmName);
    showSuccess(`${companyName} has been deleted.`);
    navigate(paths.auth, { replace: true });
  }

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
        <ConfirmNameDialog
          name={companyName}
          triggerLabel="Delete company"
          title="Delete the company?"
          description={
            <>
              Everything of <strong className="font-semibold text-slate-900">{companyName}</strong> is deleted at once, and every admin gets
              an email.
            </>
          }
          confirmLabel="Delete company"
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
