// Microsoft 365's card: how to register the app in Entra, its tenant, client id and client
// secret, and the Graph permission it needs. The company's Outlook add-in follows it.
import { CopyText } from "../../../components/ui/copy-text";
import { ConnectMicrosoftSchema, MICROSOFT_LIMITS } from "../../../../shared/integrations/microsoft-schema";
import { OutlookAddinCard } from "../components/outlook-addin-card";
import type { ProviderCard } from "./provider-card";

const GUID_PLACEHOLDER = "00000000-0000-0000-0000-000000000000";

function RegistrationSteps({ permission }: { permission: string }) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-slate-400">
      <li>
        In the <span className="font-medium">Microsoft Entra admin center</span>, open{" "}
        <span className="font-medium">App registrations</span> and choose <span className="font-medium">New registration</span>. Name it
        (for example &ldquo;Signet&rdquo;), keep &ldquo;Accounts in this organizational directory only&rdquo;, leave the redirect URI empty,
        and register.
      </li>
      <li>
        Open <span className="font-medium">API permissions</span>, <span className="font-medium">Add a permission</span>,{" "}
        <span className="font-medium">Microsoft Graph</span>, <span className="font-medium">Application permissions</span>, tick{" "}
        <span className="font-medium">{permission}</span>, add it, then choose <span className="font-medium">Grant admin consent</span>.
      </li>
      <li>
        Open <span className="font-medium">Certificates &amp; secrets</span>, <span className="font-medium">New client secret</span>, and
        copy its <span className="font-medium">Value</span> (shown only once).
      </li>
      <li>
        From the app&apos;s <span className="font-medium">Overview</span>, copy the Directory (tenant) ID and the Application (client) ID,
        and enter all three below.
      </li>
    </ol>
  );
}

export const microsoftCard: ProviderCard<"microsoft"> = {
  id: "microsoft",
  name: "Microsoft 365",
  schema: ConnectMicrosoftSchema,
  fields: [
    {
      name: "tenantId",
      label: "Directory (tenant) ID",
      hint: "On the app's Overview page; a domain of the tenant works too.",
      kind: "text",
      placeholder: GUID_PLACEHOLDER,
      maxLength: MICROSOFT_LIMITS.tenantId,
      half: true,
    },
    {
      name: "clientId",
      label: "Application (client) ID",
      hint: "On the app's Overview page.",
      kind: "text",
      placeholder: GUID_PLACEHOLDER,
      maxLength: MICROSOFT_LIMITS.clientId,
      half: true,
    },
    {
      name: "clientSecret",
      label: "Client secret (its Value)",
      hint: "Certificates & secrets, New client secret: copy the Value, not the Secret ID. Stored encrypted and never shown again.",
      kind: "secret",
      maxLength: MICROSOFT_LIMITS.clientSecret,
    },
  ],
  values: (connection) => ({ tenantId: connection?.tenantId ?? "", clientId: connection?.clientId ?? "", clientSecret: "" }),
  intro: (
    <>
      Fill the team from Microsoft Entra ID, and let Outlook insert every member&apos;s signature with the company&apos;s add-in. You need
      an app registration that may read users; it takes about five minutes.
    </>
  ),
  setup: (status) => <RegistrationSteps permission={status.permission} />,
  summary: (c) => `Tenant ${c.tenantId}`,
  details: (c) => (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        The app needs the Microsoft Graph application permission {c.permission}, with admin consent granted.
      </p>
      <CopyText label="Application (client) ID" value={c.clientId} />
      <CopyText label="Permission" value={c.permission} />
    </div>
  ),
  secretName: "client secret",
  replaceLabel: "Replace app or secret",
  replaceSubmit: "Save",
  disconnectText: "The client secret is deleted. Synced members stay, with their profiles; the directory no longer updates them.",
  sourceText: "Members, names, job titles, departments, offices and phones come from Microsoft Entra ID.",
  after: <OutlookAddinCard />,
};
