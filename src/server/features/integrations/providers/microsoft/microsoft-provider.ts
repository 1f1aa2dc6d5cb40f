// Microsoft 365: an Entra app registration's tenant, client id and client secret (sealed).
// Its directory is Microsoft Graph's users delta; another tenant is another directory.
import type { MicrosoftIntegrationSettings } from "../../../../db/schema";
import {
  ConnectMicrosoftSchema,
  MICROSOFT_GRAPH_PERMISSION,
  type ConnectMicrosoft,
} from "../../../../../shared/integrations/microsoft-schema";
import { MicrosoftIntegrationResponseSchema } from "../../../../../shared/integrations/integration-responses";
import type { IntegrationProvider } from "../provider";
import { openMicrosoftConnection, type MicrosoftConnection, type MicrosoftSecret } from "./microsoft-connection";
import { microsoftDirectory } from "./microsoft-directory";
import { createMicrosoftTokens, type MicrosoftTokens } from "./microsoft-tokens";
import { testMicrosoftConnection } from "./test-microsoft-connection";

export const microsoftProvider: IntegrationProvider<
  "microsoft",
  ConnectMicrosoft,
  MicrosoftIntegrationSettings,
  MicrosoftSecret,
  MicrosoftConnection,
  typeof MicrosoftIntegrationResponseSchema,
  MicrosoftTokens
> = {
  id: "microsoft",
  name: "Microsoft 365",
  connectSchema: ConnectMicrosoftSchema,
  connectExample: {
    tenantId: "8f2c9a51-3b1e-4d7a-9c0f-2e6b7d4a1c35",
    clientId: "5d1e7b2a-9c34-4f6e-8a0b-1c2d3e4f5a6b",
    clientSecret: "Xy7Q~example.client-secret-value",
  },
  responseSchema: MicrosoftIntegrationResponseSchema,
  secretName: "client secret",
  docs: {
    get: {
      summary: "Whether Microsoft 365 is connected, with its tenant and app (admins)",
      description:
        "The tenant id and the app registration's client id; the client secret is never answered. Admins, or an API key of the company.",
    },
    connect: {
      summary: "Connect Microsoft 365, or replace its app or client secret (admins)",
      description:
        "Takes an Entra app registration with the Microsoft Graph application permission User.Read.All and admin consent. The connection test runs before it is saved: a secret, tenant or app Microsoft refuses is a 400 on that field saying what to do, and nothing is saved; missing consent is saved (Test connection says so). The secret is stored encrypted; another tenant starts the directory over. Audit-logged. Admins, or an API key of the company with read and write access.",
    },
    test: {
      summary: "Sign in as the app and read one user, saying which failed and why (admins)",
      description:
        "A wrong secret (AADSTS7000215), an unknown tenant (AADSTS90002) and missing consent (403) each get a plain message. 30 a minute per company. Admins, or an API key of the company with read and write access.",
    },
  },
  createTokens: () => createMicrosoftTokens(),
  prepare: (input) => ({
    settings: { tenantId: input.tenantId, clientId: input.clientId },
    secret: { clientSecret: input.clientSecret },
  }),
  open: openMicrosoftConnection,
  test: testMicrosoftConnection,
  directory: microsoftDirectory,
  always: { permission: MICROSOFT_GRAPH_PERMISSION },
  shown: (s) => ({ tenantId: s.tenantId, clientId: s.clientId }),
  auditChanges: (before, after) => ({
    ...(before?.tenantId !== after.tenantId ? { tenantId: [before?.tenantId ?? null, after.tenantId] } : {}),
    ...(before?.clientId !== after.clientId ? { clientId: [before?.clientId ?? null, after.clientId] } : {}),
    ...(before ? { clientSecret: ["replaced", "replaced"] } : {}),
  }),
  disconnectDetails: (s) => ({ tenantId: s.tenantId, clientId: s.clientId, secretDeleted: true }),
  isOtherDirectory: (before, after) => before.tenantId !== after.tenantId,
};
