// Google Workspace's card: a service account's JSON key and a Workspace admin, the client ID
// and the two scopes to allow in Google Admin (each with a copy button).
import { CopyText } from "../../../components/ui/copy-text";
import { ConnectGoogleSchema, INTEGRATION_MESSAGES, SERVICE_ACCOUNT_KEY_MAX } from "../../../../shared/integrations/integration-schema";
import type { ProviderCard } from "./provider-card";

const SCOPE_LABELS = ["Scope: Gmail signatures", "Scope: read directory users"];

export const googleCard: ProviderCard<"google"> = {
  id: "google",
  name: "Google Workspace",
  schema: ConnectGoogleSchema,
  fields: [
    {
      name: "serviceAccountKey",
      label: "Service account key (JSON)",
      hint: "In Google Cloud: IAM & Admin, Service accounts, your account, Keys, Add key, JSON. Stored encrypted and never shown again.",
      kind: "file",
      file: { accept: "application/json,.json", maxBytes: SERVICE_ACCOUNT_KEY_MAX, tooLarge: INTEGRATION_MESSAGES.keyNotServiceAccount },
    },
    {
      name: "adminEmail",
      label: "Workspace admin address",
      hint: "The directory is read as this admin. It must be an address in your company's domain.",
      kind: "email",
      placeholder: "it-admin@yourcompany.com",
    },
  ],
  values: (connection) => ({ serviceAccountKey: "", adminEmail: connection?.adminEmail ?? "" }),
  intro: (
    <>
      Fill the team from your Google directory and put every member&apos;s signature into Gmail. You need a Google Cloud service account
      with domain-wide delegation; the scopes to allow are below.
    </>
  ),
  setup: (status) => (
    <div className="grid gap-3">
      {status.scopes.map((scope, i) => (
        <CopyText key={scope} label={SCOPE_LABELS[i]} value={scope} />
      ))}
    </div>
  ),
  summary: (c) => `${c.domain} · read as ${c.adminEmail} · service account ${c.clientEmail}`,
  details: (c) => (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        In Google Admin, open Security, API controls, Domain-wide delegation, choose Add new, and paste the client ID and both scopes.
      </p>
      <CopyText label="Client ID" value={c.clientId} />
      {c.scopes.map((scope, i) => (
        <CopyText key={scope} label={SCOPE_LABELS[i]} value={scope} />
      ))}
    </div>
  ),
  secretName: "key",
  replaceLabel: "Replace key or admin",
  replaceSubmit: "Save new key",
  disconnectText:
    "The key is deleted. Synced members stay, with their profiles; the directory no longer updates them and signatures are no longer put into Gmail.",
  sourceText: "Members, names, job titles, departments and phones come from your Google directory.",
};
