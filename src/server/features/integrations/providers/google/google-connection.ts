// A company's Google Workspace connection as jobs and services use it (the key opened), and
// the rule a connection must pass before it is saved: the Workspace admin address is on a
// domain the company verified (DNS TXT, the Security tab) or one Google's directory answers
// for to this key. A company's website, or an address it typed, is never proof that it holds
// a domain.
import { and, eq, isNotNull } from "drizzle-orm";
import { GOOGLE_DEFAULTS } from "../../../../context";
import type { Database } from "../../../../db/client";
import { integrations, ssoDomains, type GoogleIntegrationSettings } from "../../../../db/schema";
import { badRequest } from "../../../../lib/errors";
import { GOOGLE_SCOPES, INTEGRATION_MESSAGES as M } from "../../../../../shared/integrations/integration-schema";
import type { ProviderDeps } from "../provider";
import type { ServiceAccountKey } from "./service-account-key";
import { GoogleApiError, googleFetch } from "./google-http";

/** The connection: its row's id (or `connecting:<account>` before it is saved), its key and settings. */
export type GoogleConnection = { id: string; key: ServiceAccountKey; settings: GoogleIntegrationSettings };

export async function hasGoogleConnection(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "google")));
  return Boolean(row);
}

/** The domains the company proved it holds: verified by the DNS TXT record of the Security tab. */
async function verifiedDomains(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.accountId, accountId), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((r) => r.domain);
}

/**
 * Whether Google's directory itself answers for the admin's domain to this key acting as the
 * admin: only a Workspace's admin can delegate to a key, and only the key's private key signs for it.
 */
async function directoryAnswersFor(deps: ProviderDeps, connection: GoogleConnection) {
  const { adminEmail, domain } = connection.settings;
  try {
    deps.tokens.google.forget(connection, adminEmail, GOOGLE_SCOPES.directory);
    const token = await deps.tokens.google.get(connection, adminEmail, GOOGLE_SCOPES.directory);
    const base = (deps.config.google ?? GOOGLE_DEFAULTS).directoryApiUrl.replace(/\/$/, "");
    const query = new URLSearchParams({ customer: "my_customer", domain, maxResults: "1" });
    await googleFetch(`${base}/admin/directory/v1/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
    return true;
  } catch (error) {
    if (error instanceof GoogleApiError) return false;
    throw error;
  }
}

export async function requireAdminOnCompanyDomain(deps: ProviderDeps, accountId: string, connection: GoogleConnection) {
  const domains = await verifiedDomains(deps.db, accountId);
  if (domains.includes(connection.settings.domain) || (await directoryAnswersFor(deps, connection))) return;
  throw badRequest(M.adminOutsideDomain(domains), { adminEmail: M.adminOutsideDomain(domains) });
}
