// Connecting Google Workspace (/company-settings?tab=integrations): what the admin sends,
// the scopes to allow in Google Admin, and the words of every refusal.
import { z } from "zod";
import { EmailField, text } from "../fields/fields";

export const GOOGLE_SCOPES = {
  gmail: "https://www.googleapis.com/auth/gmail.settings.basic",
  directory: "https://www.googleapis.com/auth/admin.directory.user.readonly",
} as const;
export type GoogleScopeName = keyof typeof GOOGLE_SCOPES;

/** A service-account key file is about 2.4 KB; anything much larger is not one. */
export const SERVICE_ACCOUNT_KEY_MAX = 20_000;

export const INTEGRATION_MESSAGES = {
  keyRequired: "Choose the service account's JSON key file.",
  keyNotJson: "This file is not JSON. Upload the key file Google gave you (Create key, JSON).",
  keyNotServiceAccount: 'This JSON is not a service-account key: its "type" must be "service_account".',
  keyMissingField: (field: string) => `This key has no "${field}". Download a new JSON key for the service account.`,
  keyBadPrivateKey: "The key's private_key is not a readable RSA private key. Download a new JSON key.",
  keyBadTokenUri:
    "The key's \"token_uri\" is not Google's (https://oauth2.googleapis.com/token): upload the key file Google Cloud gave you, unchanged.",
  adminOutsideDomain: (domains: string[]) =>
    `The Workspace admin's domain must be one your company verified on the Security tab${domains.length ? ` (${domains.join(" or ")})` : ""}, or one Google's directory answers for to this key (set up domain-wide delegation of the directory scope first).`,
  notConnected: (provider: string) => `${provider} is not connected.`,
  syncIntervalInvalid: "Choose how often to sync: every 1 to 168 hours, or 0 for never.",
  previewGone: "This preview was already applied or discarded. Run a new sync.",
  syncRunning: "A sync is being applied right now. Wait for it to finish.",
  moveNeedsSource: (provider: string) =>
    `Only the source of truth takes over members another directory manages: make ${provider} the source of truth in Company Settings first.`,
} as const;

export const ConnectGoogleSchema = z.object({
  serviceAccountKey: text(INTEGRATION_MESSAGES.keyRequired)
    .min(1, INTEGRATION_MESSAGES.keyRequired)
    .max(SERVICE_ACCOUNT_KEY_MAX, INTEGRATION_MESSAGES.keyNotServiceAccount),
  adminEmail: EmailField,
});
export type ConnectGoogle = z.infer<typeof ConnectGoogleSchema>;

export const SyncScheduleSchema = z.object({
  syncIntervalHours: z
    .number({ error: INTEGRATION_MESSAGES.syncIntervalInvalid })
    .int(INTEGRATION_MESSAGES.syncIntervalInvalid)
    .min(0, INTEGRATION_MESSAGES.syncIntervalInvalid)
    .max(168, INTEGRATION_MESSAGES.syncIntervalInvalid),
});

/** The directory that is the company's source of truth for members (null: none chosen). */
export const DirectorySourceSchema = z.object({
  source: z.enum(["google", "microsoft", "scim"], { error: "Choose Google Workspace, Microsoft 365 or SCIM, or none." }).nullable(),
});
export type DirectorySource = z.infer<typeof DirectorySourceSchema>;

/** Applying a sync preview; `moveConflicts`: the members another directory manages move to this one too. */
export const ApplySyncSchema = z.object({ moveConflicts: z.boolean({ error: "moveConflicts must be true or false." }).optional() });
export type ApplySync = z.infer<typeof ApplySyncSchema>;

/**
 * The profile fields a directory owns: read-only on /profile and in the team's edit dialog
 * while the member is synced ("Managed by your Google Workspace"); the others stay editable.
 * The profile and team routes refuse a change to one of them (400 naming the field).
 */
export const DIRECTORY_OWNED_FIELDS = ["firstName", "lastName", "jobTitle", "departmentId", "personalPhone"] as const;
export type DirectoryOwnedField = (typeof DIRECTORY_OWNED_FIELDS)[number] | "officeId";
export const DIRECTORY_FIELD_LABELS: Record<DirectoryOwnedField, string> = {
  firstName: "First name",
  lastName: "Last name",
  jobTitle: "Job title",
  departmentId: "Department",
  personalPhone: "Phone",
  officeId: "Office",
};

/** Each directory provider by its id, with the name its members' read-only fields give. */
export const DIRECTORY_PROVIDER_NAMES = { google: "Google Workspace", microsoft: "Microsoft 365", scim: "identity provider" } as const;
/** Where a synced member came from, as the team list says it ("From Google"). */
export const DIRECTORY_SOURCE_TEXT: Record<keyof typeof DIRECTORY_PROVIDER_NAMES, string> = {
  google: "From Google",
  microsoft: "From Microsoft 365",
  scim: "Provisioned",
};
export type DirectoryProviderId = keyof typeof DIRECTORY_PROVIDER_NAMES;
/** The providers a company connects with credentials (providers/registry.ts on the server); SCIM is provisioned by tokens. */
export type ConnectedProviderId = Exclude<DirectoryProviderId, "scim">;
export const DIRECTORY_PROVIDERS = Object.keys(DIRECTORY_PROVIDER_NAMES) as [DirectoryProviderId, ...DirectoryProviderId[]];
export const managedByText = (provider: DirectoryProviderId) => `Managed by your ${DIRECTORY_PROVIDER_NAMES[provider]}`;
export const ownedFieldRefusal = (field: DirectoryOwnedField, provider: DirectoryProviderId) =>
  `${DIRECTORY_FIELD_LABELS[field]} is managed by your ${DIRECTORY_PROVIDER_NAMES[provider]}: change it there.`;

/** The fields a provider's members can't edit: Microsoft's directory also names the office (officeLocation). */
export function directoryOwnedFields(provider: DirectoryProviderId): readonly DirectoryOwnedField[] {
  return provider === "microsoft" ? [...DIRECTORY_OWNED_FIELDS, "officeId"] : DIRECTORY_OWNED_FIELDS;
}
