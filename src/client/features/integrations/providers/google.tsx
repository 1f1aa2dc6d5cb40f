// Google Workspace's card: a service account's JSON key and a Workspace admin; how to connect it
// as numbered steps with the values to paste (the scopes, and the client ID once a key names it).
import { GoogleSetupSteps } from "../components/google-setup-steps";
import { ConnectGoogleSchema, INTEGRATION_MESSAGES, SERVICE_ACCOUNT_KEY_MAX } from "../../../../shared/integrations/integration-schema";
import type { ProviderCard } from "./provider-card";

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
      with domain-wide delegation; it takes about ten minutes.
    </>
  ),
  setup: (status) => <GoogleSetupSteps scopes={status.scopes} />,
  summary: (c) => `${c.domain} · read as ${c.adminEmail} · service account ${c.clientEmail}`,
  details: (c) => <GoogleSetupSteps scopes={c.scopes} clientId={c.clientId} />,
  secretName: "key",
  replaceLabel: "Replace key or admin",
  replaceSubmit: "Save new key",
  disconnectText:
    "The key is deleted. Synced members stay, with their profiles; the directory no longer updates them and signatures are no longer put into Gmail.",
  sourceText: "Members, names, job titles, departments and phones come from your Google directory.",
};
