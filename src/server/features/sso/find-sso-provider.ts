// Which identity providers may sign an address in ("Sign in with SSO" on /auth): the enabled
// providers of the company that verified the address's domain; failing that, of the one
// company the address is already a member of (oldest first: with two or more the person
// chooses). None otherwise, whatever the reason, so the answer tells nobody which companies exist.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, ssoProviders, users } from "../../db/schema";
import { companyOfVerifiedDomain } from "./sso-domains";
import { isUuid } from "../../../shared/ids";

async function enabledProvidersOf(db: Database, accountId: string) {
  return db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.accountId, accountId), eq(ssoProviders.enabled, true)))
    .orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));
}

export async function findSsoProvidersForEmail(db: Database, email: string) {
  const verifiedBy = await companyOfVerifiedDomain(db, email);
  if (verifiedBy) return enabledProvidersOf(db, verifiedBy);
  const memberships = await db
    .select({ accountId: accountUsers.accountId })
    .from(users)
    .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  // Someone in several companies can't be signed in by one company's unproven identity provider.
  return memberships.length === 1 ? enabledProvidersOf(db, memberships[0].accountId) : [];
}

/** A provider by id alone (the identity provider's return names it in the path); null when unknown or not a UUID. */
export async function findSsoProviderById(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return row ?? null;
}
