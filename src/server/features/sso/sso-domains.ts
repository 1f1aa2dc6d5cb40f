// A company's email domains for single sign-on: added with a random token, verified when the
// DNS TXT record `signet-verification=<token>` is found at the domain (deps.resolveTxt), and
// removed. A domain is verified for one company at most (a unique index decides a race).
// Every change is audit-logged.
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accounts, ssoDomains } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { randomToken } from "./sso-stores";
import {
  SSO_DOMAINS_MAX,
  SSO_FIELD_MESSAGES,
  verificationRecord,
  type AddSsoDomain,
  type SsoDomainView,
} from "../../../shared/sso/sso-schema";

type DomainRow = typeof ssoDomains.$inferSelect;

const domainView = (row: DomainRow): SsoDomainView => ({
  id: row.id,
  domain: row.domain,
  record: verificationRecord(row.verificationToken),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});

const target = (row: DomainRow) => ({ type: "sso_domain", id: row.id, label: row.domain });

/** The part of an address after its last @, lower case. */
export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

export async function findSsoDomains(db: Database, scope: { accountId: string }) {
  const rows = await db.select().from(ssoDomains).where(eq(ssoDomains.accountId, scope.accountId)).orderBy(asc(ssoDomains.domain));
  return rows.map(domainView);
}

/** The company that verified the domain of `email`, if any. */
export async function companyOfVerifiedDomain(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: ssoDomains.accountId })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.domain, domainOfEmail(email)), isNotNull(ssoDomains.verifiedAt)));
  return row?.accountId ?? null;
}

export async function addSsoDomain(db: Database, actor: AuditActor, input: AddSsoDomain) {
  return db.transaction(async (tx) => {
    // The account row is locked so two admins at once can't pass the cap together.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(ssoDomains).where(eq(ssoDomains.accountId, actor.accountId));
    if (n >= SSO_DOMAINS_MAX) throw conflict(SSO_FIELD_MESSAGES.tooManyDomains);
    const [row] = await tx
      .insert(ssoDomains)
      .values({ accountId: actor.accountId, domain: input.domain, verificationToken: randomToken() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(SSO_FIELD_MESSAGES.domainExists, { domain: SSO_FIELD_MESSAGES.domainExists });
    await recordAudit(tx, actor, { action: "sso.domain_added", target: target(row) });
    return domainView(row);
  });
}

async function getDomain(db: Database, scope: { accountId: string }, id: string) {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.id, id), eq(ssoDomains.accountId, scope.accountId)));
  if (!row) throw notFound("Domain");
  return row;
}

/** What the lookup found, in words, when the record is not among it. */
function notFoundMessage(domain: string, expected: string, found: string[]) {
  const ours = found.filter((r) => r.startsWith("signet-verification="));
  if (found.length === 0)
    return `We found no TXT records at ${domain}. Publish the record ${expected} there; DNS changes can take a while to show, so try again later.`;
  if (ours.length > 0)
    return `We found ${ours.map((r) => `“${r}”`).join(", ")} at ${domain}, but not ${expected}. Check that the record has this domain's token.`;
  return `We found ${found.length} TXT record${found.length === 1 ? "" : "s"} at ${domain}, but none is ${expected}. Publish it and try again.`;
}

export async function verifySsoDomain(deps: Pick<AppDeps, "db" | "resolveTxt">, actor: AuditActor, id: string) {
  const row = await getDomain(deps.db, actor, id);
  if (row.verifiedAt) return domainView(row);
  const expected = verificationRecord(row.verificationToken);
  let found: string[];
  try {
    found = (await deps.resolveTxt(row.domain)).map((r) => r.trim());
  } catch {
    throw new AppError(
      409,
      "dns_unavailable",
      `We couldn't look up the DNS records of ${row.domain} just now. Try again in a few minutes.`,
    );
  }
  if (!found.includes(expected)) throw new AppError(409, "not_verified", notFoundMessage(row.domain, expected, found));
  try {
    return await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(ssoDomains)
        .set({ verifiedAt: sql`now()` })
        .where(and(eq(ssoDomains.id, id), eq(ssoDomains.accountId, actor.accountId)))
        .returning();
      if (!updated) throw notFound("Domain");
      await recordAudit(tx, actor, { action: "sso.domain_verified", target: target(updated) });
      return domainView(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SSO_FIELD_MESSAGES.domainTaken);
    throw error;
  }
}

export async function removeSsoDomain(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ssoDomains)
      .where(and(eq(ssoDomains.id, id), eq(ssoDomains.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Domain");
    await recordAudit(tx, actor, { action: "sso.domain_removed", target: target(row) });
  });
}
