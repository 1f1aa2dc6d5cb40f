// Which identity provider signs an address in ("Sign in with SSO" on /auth): the enabled
// provider of the company that verified the address's domain; failing that, of the one
// company the address is already a member of. Null otherwise, whatever the reason, so the
// answer tells nobody which companies exist.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, ssoProviders, users } from "../../db/schema";
import { companyOfVerifiedDomain } from "./sso-domains";
import { isUuid } from "../../../shared/ids";

async function enabledProviderOf(db: Database, accountId: string) {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.accountId, accountId), eq(ssoProviders.enabled, true)))
    .orderBy(asc(ssoProviders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findSsoProviderForEmail(db: Database, email: string) {
  const verifiedBy = await companyOfVerifiedDomain(db, email);
  if (verifiedBy) return enabledProviderOf(db, verifiedBy);
  const memberships = await db
    .select({ accountId: accountUsers.accountId })
    .from(users)
    .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  // Someone in several companies can't be signed in by one company's unproven identity provider.
  return memberships.length === 1 ? enabledProviderOf(db, memberships[0].accountId) : null;
}

/** A provider by id alone (the identity provider's return names it in the path); null when unknown or not a UUID. */
export async function findSsoProviderById(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return row ?? null;
}
