// /company-settings?tab=provisioning (admins): SCIM 2.0 for an identity provider (Microsoft
// Entra ID, Okta): the base URL, the tokens (made, shown once, revoked), what provisioning
// does to members, and where to paste each value.
import { useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CopyText } from "../../../components/ui/copy-text";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { ResourceListCard } from "../../../components/ui/resource-list-card";
import { useProvisioning } from "../api/provisioning";
import { NewTokenDialog } from "./new-token-dialog";
import { ScimTokens } from "./scim-tokens";
import { SetupGuides } from "./setup-guides";

const EFFECTS = [
  "Each person assigned to Signet becomes a member. They don't need to sign in; invite them from Users if they should.",
  "Names, job titles, phones and departments follow the identity provider. A department is made when its name is new.",
  "Deactivated there: signed out at once, can't sign in, and no signature is put in their mailbox. They stay listed, with their history.",
  "Removed there: removed from the company, as removing them on Users does. Groups become departments.",
];

export function ProvisioningTab() {
  const provisioning = useProvisioning();
  const [creating, setCreating] = useState(false);
  if (provisioning.isPending) return <LoadingState text="Loading provisioning..." />;
  if (provisioning.isError) return <Alert tone="error">Provisioning could not be loaded.</Alert>;
  const { baseUrl, tokens } = provisioning.data;
  const newToken = (size: "sm" | "md") => (
    <Button size={size} onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> New token
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>SCIM provisioning</CardTitle>
          <CardDescription>
            Let your identity provider add people to your team, keep their details up to date, and take them off when they leave.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <CopyText label="SCIM base URL" value={baseUrl} />
          <ul className="grid gap-2 text-sm text-slate-600 sm:grid-cols-2">
            {EFFECTS.map((effect) => (
              <li key={effect} className="rounded-lg bg-slate-50 px-3 py-2">
                {effect}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <ResourceListCard
        title="Tokens"
        description="One per identity provider. A token is shown once, when you make it, and works while the admin who made it is still an admin here."
        items={tokens}
        action={newToken("sm")}
        empty={{
          icon: <KeyRound />,
          title: "No tokens yet",
          text: "Make a token for your identity provider: it sends the token with every request.",
          action: newToken("md"),
        }}
      >
        {(list) => <ScimTokens tokens={list} />}
      </ResourceListCard>
      <SetupGuides />
      <NewTokenDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
