// Google Workspace: a service account's JSON key (sealed) acting as a Workspace admin by
// domain-wide delegation. Its directory is the Admin SDK's users; the same connection puts
// signatures into Gmail (features/integrations/gmail).
import type { GoogleIntegrationSettings } from "../../../../db/schema";
import { ConnectGoogleSchema, GOOGLE_SCOPES, type ConnectGoogle } from "../../../../../shared/integrations/integration-schema";
import { GoogleIntegrationResponseSchema } from "../../../../../shared/integrations/integration-responses";
import { loadConnection } from "../connections";
import type { IntegrationProvider, ProviderDeps } from "../provider";
import { requireAdminOnCompanyDomain, type GoogleConnection } from "./google-connection";
import { googleDirectory } from "./google-directory";
import { createGoogleTokens, type GoogleTokens } from "./google-tokens";
import { parseServiceAccountKey, type ServiceAccountKey } from "./service-account-key";
import { testGoogleConnection } from "./test-google-connection";

const SCOPE_LIST = [GOOGLE_SCOPES.gmail, GOOGLE_SCOPES.directory];

export const googleProvider: IntegrationProvider<
  "google",
  ConnectGoogle,
  GoogleIntegrationSettings,
  ServiceAccountKey,
  GoogleConnection,
  typeof GoogleIntegrationResponseSchema,
  GoogleTokens
> = {
  id: "google",
  name: "Google Workspace",
  connectSchema: ConnectGoogleSchema,
  connectExample: {
    serviceAccountKey:
      '{"type":"service_account","client_email":"signet@project.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n","token_uri":"https://oauth2.googleapis.com/token"}',
    adminEmail: "it@example.com",
  },
  multiline: ["serviceAccountKey"],
  responseSchema: GoogleIntegrationResponseSchema,
  secretName: "key",
  docs: {
    get: {
      summary: "Whether Google Workspace is connected, with the client ID and scopes to allow (admins)",
      description:
        "Whether Google Workspace is connected: the service account's client ID and the scopes to allow for it in Google Admin, the admin address it acts as, and the sync schedule. Never the key. Admins, or an API key of the company.",
    },
    connect: {
      summary: "Connect Google Workspace, or replace its key or admin address (admins)",
      description:
        "Connects Google Workspace with a service-account key (JSON) and an admin address of the domain, or replaces either. The connection test runs before it is saved: a key Google refuses (deleted, replaced, unknown service account) is a 400 on serviceAccountKey saying what to do, and nothing is saved; delegation not allowed yet is saved (Test connection says so). The key is encrypted at rest and never answered back. Audit-logged without the key. Admins, or an API key of the company with read and write access.",
    },
    test: {
      summary: "Ask Google for a token per scope and say which failed and why (admins)",
      description:
        "Asks Google for a token for each scope the integration needs, and says which failed and why (scope not allowed, wrong admin address...). 30 a minute per company. Admins, or an API key of the company with read and write access.",
    },
  },
  createTokens: (config) => createGoogleTokens(config.google?.oauthApiUrl),
  prepare(input) {
    const key = parseServiceAccountKey(input.serviceAccountKey);
    const settings = {
      clientEmail: key.client_email,
      clientId: key.client_id,
      adminEmail: input.adminEmail,
      domain: input.adminEmail.split("@")[1].toLowerCase(),
      tokenUri: key.token_uri,
    };
    return { settings, secret: key };
  },
  open: (_config, { id, settings, secret }) => ({ id, settings, key: secret }),
  test: testGoogleConnection,
  requireAllowed: requireAdminOnCompanyDomain,
  directory: (deps, _accountId, connection) => googleDirectory(deps, connection),
  always: { scopes: SCOPE_LIST },
  shown: (s) => ({ clientId: s.clientId, clientEmail: s.clientEmail, adminEmail: s.adminEmail, domain: s.domain }),
  auditChanges: (before, after) => ({
    ...(before?.clientEmail !== after.clientEmail ? { serviceAccount: [before?.clientEmail ?? null, after.clientEmail] } : {}),
    ...(before?.adminEmail !== after.adminEmail ? { adminEmail: [before?.adminEmail ?? null, after.adminEmail] } : {}),
    ...(before ? { key: ["replaced", "replaced"] } : {}),
  }),
  disconnectDetails: (s) => ({ serviceAccount: s.clientEmail, keyDeleted: true }),
};

/** The company's Google connection with its key opened, or null: the Gmail pushes use it. */
export const loadGoogleConnection = (deps: Pick<ProviderDeps, "db" | "secrets" | "config">, accountId: string) =>
  loadConnection<GoogleConnection>(deps, accountId, googleProvider);
