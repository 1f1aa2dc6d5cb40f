// Connecting a Google Workspace: the service-account key is read, checked and stored sealed
// (never answered, never logged, replaced by uploading another), the Workspace admin address
// must be on a domain the company verified (DNS TXT, the Security tab) or one Google's
// directory answers for to this key, and every change is audit-logged without the key.
import { and, eq, isNotNull } from "drizzle-orm";
import { GOOGLE_DEFAULTS, type AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { integrations, ssoDomains, type GoogleIntegrationSettings } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { GOOGLE_SCOPES, INTEGRATION_MESSAGES as M, type ConnectGoogle } from "../../../shared/integrations/integration-schema";
import { parseServiceAccountKey, type ServiceAccountKey } from "./google/service-account-key";
import { GoogleApiError, googleFetch } from "./google/google-http";
import { explainProviderError, refusalField, refusalOf } from "./explain-provider-error";
import { disconnectIntegration, integrationView, notConnected, openIntegration, syncScheduleOf } from "./integration-rows";

export const SCOPE_LIST = [GOOGLE_SCOPES.gmail, GOOGLE_SCOPES.directory];

/** The domains the company proved it holds: verified by the DNS TXT record of the Security tab. */
async function verifiedDomains(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.accountId, accountId), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((r) => r.domain);
}

/**
 * Whether Google's directory itself answers for this domain to this key acting as `adminEmail`:
 * only a Workspace's admin can delegate to a key, and only the key's private key signs for it.
 * A company's website, or an address it typed, is never proof that it holds a domain.
 */
async function directoryAnswersFor(
  deps: Pick<AppDeps, "config" | "googleTokens">,
  accountId: string,
  key: ServiceAccountKey,
  adminEmail: string,
) {
  const domain = adminEmail.split("@")[1];
  const credentials = { id: `connecting:${accountId}`, key };
  try {
    deps.googleTokens.forget(credentials, adminEmail, GOOGLE_SCOPES.directory);
    const token = await deps.googleTokens.get(credentials, adminEmail, GOOGLE_SCOPES.directory);
    const base = (deps.config.google ?? GOOGLE_DEFAULTS).directoryApiUrl.replace(/\/$/, "");
    const query = new URLSearchParams({ customer: "my_customer", domain, maxResults: "1" });
    await googleFetch(`${base}/admin/directory/v1/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
    return true;
  } catch (error) {
    if (error instanceof GoogleApiError) return false;
    throw error;
  }
}

export type GoogleConnection = { id: string; key: ServiceAccountKey; settings: GoogleIntegrationSettings; syncIntervalHours: number };

/** The account's Google connection with its key opened, or null. Only jobs and services call this. */
export async function loadGoogleConnection(deps: Pick<AppDeps, "db" | "secrets">, accountId: string): Promise<GoogleConnection | null> {
  const row = await openIntegration<GoogleIntegrationSettings>(deps, accountId, "google");
  if (!row) return null;
  return { id: row.id, key: JSON.parse(row.secret) as ServiceAccountKey, settings: row.settings, syncIntervalHours: row.syncIntervalHours };
}

export async function hasGoogleConnection(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "google")));
  return Boolean(row);
}

export async function requireGoogleConnection(deps: Pick<AppDeps, "db" | "secrets">, accountId: string) {
  const connection = await loadGoogleConnection(deps, accountId);
  if (!connection) throw notConnected("google");
  return connection;
}

export async function getGoogleIntegration(db: Database, scope: Pick<Scope, "accountId">) {
  const row = await integrationView<GoogleIntegrationSettings>(db, scope.accountId, "google");
  if (!row) return { connected: false as const, scopes: SCOPE_LIST };
  const { settings } = row;
  return {
    connected: true as const,
    clientId: settings.clientId,
    clientEmail: settings.clientEmail,
    adminEmail: settings.adminEmail,
    domain: settings.domain,
    scopes: SCOPE_LIST,
    connectedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...syncScheduleOf(row),
  };
}

/**
 * Before a key is saved, Google is asked for a token with it (as the admin): a key Google
 * refuses (deleted, replaced, another project's) or an admin it doesn't know is answered 400
 * on that field, so a wrong key is never shown as connected. Delegation not allowed yet is
 * not the key's fault (it can take hours to apply): that is saved, and Test connection says so.
 */
async function requireKeyGoogleAccepts(deps: Pick<AppDeps, "googleTokens">, accountId: string, key: ServiceAccountKey, adminEmail: string) {
  try {
    await deps.googleTokens.get({ id: `connecting:${accountId}`, key }, adminEmail, GOOGLE_SCOPES.directory);
  } catch (error) {
    const refusal = refusalOf(error);
    const field = refusal && refusalField(refusal);
    if (!refusal || !field) return;
    const message = explainProviderError(error, { clientId: key.client_id, adminEmail });
    throw badRequest(message, { [field]: message });
  }
}

export async function connectGoogle(
  deps: Pick<AppDeps, "db" | "secrets" | "config" | "googleTokens">,
  actor: AuditActor,
  input: ConnectGoogle,
) {
  const key = parseServiceAccountKey(input.serviceAccountKey);
  // The key first: one Google refuses is the key's fault, whatever the address.
  await requireKeyGoogleAccepts(deps, actor.accountId, key, input.adminEmail);
  const domain = input.adminEmail.split("@")[1].toLowerCase();
  const domains = await verifiedDomains(deps.db, actor.accountId);
  if (!domains.includes(domain) && !(await directoryAnswersFor(deps, actor.accountId, key, input.adminEmail)))
    throw badRequest(M.adminOutsideDomain(domains), { adminEmail: M.adminOutsideDomain(domains) });
  const settings: GoogleIntegrationSettings = {
    clientEmail: key.client_email,
    clientId: key.client_id,
    adminEmail: input.adminEmail,
    domain,
    tokenUri: key.token_uri,
  };
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: integrations.id, settings: integrations.settings })
      .from(integrations)
      .where(and(eq(integrations.accountId, actor.accountId), eq(integrations.provider, "google")))
      .for("update");
    const before = row && { id: row.id, settings: row.settings as GoogleIntegrationSettings };
    const id = before?.id ?? crypto.randomUUID();
    const credentials = deps.secrets.seal(JSON.stringify(key), id);
    if (before) {
      await tx.update(integrations).set({ credentials, settings, updatedAt: new Date() }).where(eq(integrations.id, id));
    } else {
      await tx
        .insert(integrations)
        .values({ id, accountId: actor.accountId, provider: "google", credentials, settings, connectedBy: actor.userId });
    }
    // The audit entry names the service account and the admin address, never the key.
    await recordAudit(tx, actor, {
      action: before ? "integration.updated" : "integration.connected",
      target: { type: "integration", id, label: "Google Workspace" },
      changes: {
        ...(before?.settings.clientEmail !== settings.clientEmail
          ? { serviceAccount: [before?.settings.clientEmail ?? null, settings.clientEmail] }
          : {}),
        ...(before?.settings.adminEmail !== settings.adminEmail
          ? { adminEmail: [before?.settings.adminEmail ?? null, settings.adminEmail] }
          : {}),
        ...(before ? { key: ["replaced", "replaced"] as const } : {}),
      },
    });
  });
  return getGoogleIntegration(deps.db, actor);
}

export async function disconnectGoogle(db: Database, actor: AuditActor) {
  await disconnectIntegration(db, actor, "google", (settings) => ({
    serviceAccount: (settings as GoogleIntegrationSettings).clientEmail,
    keyDeleted: true,
  }));
  return getGoogleIntegration(db, actor);
}
