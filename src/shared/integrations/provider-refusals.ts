// What a refusal from Google or Microsoft means and what to do about it, in one table: the
// Gmail pushes, the directory syncs, "Test connection" and Connect all say a refusal in these
// words, never as the provider's raw answer. A row matches by provider, the provider's code
// (an OAuth error, an API reason, an AADSTS number), the HTTP status and, where one code
// covers several causes, the provider's message. The first row that matches speaks.

export type RefusalProvider = "google" | "microsoft";

/** A provider's refusal as its HTTP client read it: status 0 is a network failure. */
export type ProviderRefusal = { provider: RefusalProvider; status: number; code: string; message: string };

/** What a sentence may name: the service account's client ID, the Workspace admin, the tenant... */
export type RefusalContext = { clientId?: string; adminEmail?: string; tenantId?: string; address?: string };

/** Which field of the connect form a refusal is about (Connect answers 400 naming it). */
export type RefusalField = "serviceAccountKey" | "adminEmail" | "tenantId" | "clientId" | "clientSecret";

type Row = {
  provider: RefusalProvider;
  codes?: string[];
  status?: (status: number) => boolean;
  says?: RegExp;
  field?: RefusalField;
  sentence: (refusal: ProviderRefusal, context: RefusalContext) => string;
};

const DELEGATION = "Google Admin (Security, API controls, Domain-wide delegation)";
const clientIdOf = (c: RefusalContext) => (c.clientId ? `client ID ${c.clientId}` : "the service account's client ID");
const addressOf = (c: RefusalContext) => c.address ?? "this address";
const AddressOf = (c: RefusalContext) => c.address ?? "This address";

export const PROVIDER_REFUSALS: Row[] = [
  // Google: signing in as the service account (the token endpoint).
  {
    provider: "google",
    codes: ["invalid_grant"],
    says: /signature verification failed|invalid signature/i,
    field: "serviceAccountKey",
    sentence: () =>
      "Google refused the key: its signature does not match the service account (the key was deleted or replaced in Google Cloud). Create a new JSON key for the service account in Google Cloud (IAM, Service accounts, Keys) and upload it.",
  },
  {
    provider: "google",
    codes: ["invalid_grant"],
    says: /invalid email or user id|not a valid email|user.*not found/i,
    field: "adminEmail",
    sentence: (_r, c) =>
      `Google doesn't know ${c.adminEmail ?? "the admin address"} as a user of your Workspace. Enter the address of an active Workspace administrator.`,
  },
  {
    provider: "google",
    codes: ["invalid_grant"],
    field: "serviceAccountKey",
    sentence: (r, c) =>
      `Google refused the signed request (${r.message}). Check that ${c.adminEmail ?? "the admin address"} is an active user of your Workspace and that this key was not deleted in Google Cloud.`,
  },
  {
    provider: "google",
    codes: ["invalid_client"],
    field: "serviceAccountKey",
    sentence: () => "Google doesn't know this service account: it was deleted or disabled. Upload a key of an active service account.",
  },
  {
    provider: "google",
    codes: ["unauthorized_client"],
    sentence: (_r, c) =>
      `Domain-wide delegation is not set up for this scope yet. In ${DELEGATION}, allow ${clientIdOf(c)} with the scopes Signet lists. A new delegation can take up to 24 hours to apply.`,
  },
  // Google: Gmail's answers for one mailbox.
  {
    provider: "google",
    says: /mail service not enabled/i,
    sentence: (_r, c) =>
      `${AddressOf(c)} has no Gmail mailbox: it may be a group, or a user without a Workspace licence that includes Gmail. Give the user a licence with Gmail, or leave it: the signature is still there to copy, and the Outlook add-in still inserts it.`,
  },
  {
    provider: "google",
    says: /exceeds maximum length|too long/i,
    sentence: () => "Gmail allows 10,000 characters; this signature is longer. Shorten the template, then deploy again.",
  },
  {
    provider: "google",
    says: /delegation denied/i,
    sentence: (_r, c) =>
      `Google let the service account act for another user than ${addressOf(c)}. Check domain-wide delegation in ${DELEGATION} for ${clientIdOf(c)}.`,
  },
  {
    provider: "google",
    status: (s) => s === 403,
    sentence: (_r, c) =>
      `Google refused the permission (403): the service account may not use this scope. In ${DELEGATION}, allow ${clientIdOf(c)} with the scopes Signet lists, then try again.`,
  },
  {
    provider: "google",
    status: (s) => s === 404,
    sentence: (_r, c) =>
      `Google has no Workspace user or send-as address ${addressOf(c)}: the address was renamed or deleted. Sync the directory, then push again.`,
  },
  {
    provider: "google",
    status: (s) => s === 401,
    sentence: () => "Google no longer accepts the connection's sign-in (401). Run Test connection; if it fails, upload a new key.",
  },
  // Microsoft: signing in as the app, then Graph.
  {
    provider: "microsoft",
    codes: ["AADSTS7000215"],
    field: "clientSecret",
    sentence: () =>
      "Microsoft refused the client secret (AADSTS7000215). Paste the secret's Value, not its Secret ID, from Certificates & secrets, or create a new client secret.",
  },
  {
    provider: "microsoft",
    codes: ["AADSTS7000222"],
    field: "clientSecret",
    sentence: () => "The client secret has expired (AADSTS7000222). Create a new one in Certificates & secrets and enter it here.",
  },
  {
    provider: "microsoft",
    codes: ["AADSTS90002", "AADSTS900023"],
    field: "tenantId",
    sentence: (_r, c) =>
      `Microsoft doesn't know the tenant "${c.tenantId ?? ""}" (AADSTS90002). Copy the Directory (tenant) ID from the app's Overview page.`,
  },
  {
    provider: "microsoft",
    codes: ["AADSTS700016"],
    field: "clientId",
    sentence: (_r, c) =>
      `There is no app with client ID ${c.clientId ?? ""} in this tenant (AADSTS700016). Copy the Application (client) ID from the app's Overview page.`,
  },
  {
    provider: "microsoft",
    codes: ["Authorization_RequestDenied"],
    sentence: () =>
      "The app may sign in but not read users (403 Authorization_RequestDenied). In API permissions, add Microsoft Graph, Application permissions, User.Read.All, then choose Grant admin consent.",
  },
  {
    provider: "microsoft",
    status: (s) => s === 403,
    sentence: () =>
      "Microsoft refused the permission (403). In the app's API permissions, check that User.Read.All is an application permission with admin consent granted.",
  },
  // Both: throttling, the provider's own errors, the network.
  {
    provider: "google",
    status: (s) => s === 429,
    sentence: () =>
      "Google's rate limit was reached (429) and it was still refusing after the retries. Nothing is wrong with the connection: Retry failed in a few minutes.",
  },
  {
    provider: "microsoft",
    status: (s) => s === 429,
    sentence: () => "Microsoft's rate limit was reached (429) and it was still refusing after the retries. Try again in a few minutes.",
  },
  {
    provider: "google",
    status: (s) => s >= 500,
    sentence: (r) => `Google had an error of its own (${r.status}) and still did after the retries. Try again later.`,
  },
  {
    provider: "microsoft",
    status: (s) => s >= 500,
    sentence: (r) => `Microsoft had an error of its own (${r.status}) and still did after the retries. Try again later.`,
  },
  {
    provider: "google",
    status: (s) => s === 0,
    sentence: () => "Google could not be reached. Try again in a minute.",
  },
  {
    provider: "microsoft",
    status: (s) => s === 0,
    sentence: () => "Microsoft could not be reached. Try again in a minute.",
  },
];

const NAMES: Record<RefusalProvider, string> = { google: "Google", microsoft: "Microsoft" };

function rowFor(refusal: ProviderRefusal): Row | null {
  return (
    PROVIDER_REFUSALS.find(
      (row) =>
        row.provider === refusal.provider &&
        (!row.codes || row.codes.includes(refusal.code)) &&
        (!row.status || row.status(refusal.status)) &&
        (!row.says || row.says.test(refusal.message)),
    ) ?? null
  );
}

/** The sentence for a refusal: what it means and what to do. */
export function explainRefusal(refusal: ProviderRefusal, context: RefusalContext = {}): string {
  const row = rowFor(refusal);
  if (row) return row.sentence(refusal, context);
  return `${NAMES[refusal.provider]} refused (${refusal.status}: ${refusal.message}). Run Test connection in Company Settings, Integrations, to see which permission is missing.`;
}

/** The form field a refusal is about, when it is one the admin typed or uploaded. */
export function refusalField(refusal: ProviderRefusal): RefusalField | null {
  return rowFor(refusal)?.field ?? null;
}
