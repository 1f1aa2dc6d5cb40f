// Where to paste the base URL and a token in Microsoft Entra ID and in Okta, step by step.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:font-medium marker:text-slate-500">{children}</ol>
  );
}
const Ui = ({ children }: { children: ReactNode }) => <span className="font-medium text-slate-900">{children}</span>;

export function SetupGuides() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Microsoft Entra ID</CardTitle>
          <CardDescription>Entra provisions about every 40 minutes once it is started.</CardDescription>
        </CardHeader>
        <CardContent>
          <Steps>
            <li>
              In the Microsoft Entra admin center, open <Ui>Enterprise applications</Ui>, choose <Ui>New application</Ui>, then{" "}
              <Ui>Create your own application</Ui> (not from the gallery). Name it Signet.
            </li>
            <li>
              Open <Ui>Provisioning</Ui> and set <Ui>Provisioning Mode</Ui> to <Ui>Automatic</Ui>.
            </li>
            <li>
              Under <Ui>Admin Credentials</Ui>, paste the SCIM base URL as the <Ui>Tenant URL</Ui> and your token as the{" "}
              <Ui>Secret Token</Ui>. Choose <Ui>Test Connection</Ui>, then <Ui>Save</Ui>.
            </li>
            <li>
              Under <Ui>Users and groups</Ui>, assign the people and groups who should be members, then <Ui>Start provisioning</Ui>.
            </li>
          </Steps>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Okta</CardTitle>
          <CardDescription>Okta sends each change as it happens.</CardDescription>
        </CardHeader>
        <CardContent>
          <Steps>
            <li>
              In the Okta Admin Console, open <Ui>Applications</Ui>, <Ui>Create App Integration</Ui>, and make a SAML 2.0 or SWA app named
              Signet. On its <Ui>General</Ui> tab, tick <Ui>Enable SCIM provisioning</Ui> (SCIM 2.0).
            </li>
            <li>
              On the <Ui>Provisioning</Ui> tab, paste the SCIM base URL as the <Ui>SCIM connector base URL</Ui> and set the{" "}
              <Ui>Unique identifier field for users</Ui> to <Ui>userName</Ui>.
            </li>
            <li>
              Tick <Ui>Push New Users</Ui>, <Ui>Push Profile Updates</Ui> and <Ui>Push Groups</Ui>. Set <Ui>Authentication Mode</Ui> to{" "}
              <Ui>HTTP Header</Ui> and paste your token as the <Ui>Bearer</Ui> token. <Ui>Test Connector Configuration</Ui>, then{" "}
              <Ui>Save</Ui>.
            </li>
            <li>
              Under <Ui>To App</Ui>, enable <Ui>Create Users</Ui>, <Ui>Update User Attributes</Ui> and <Ui>Deactivate Users</Ui>. Assign
              people on the <Ui>Assignments</Ui> tab; push groups to make them departments.
            </li>
          </Steps>
        </CardContent>
      </Card>
    </div>
  );
}
