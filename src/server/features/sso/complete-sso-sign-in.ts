// The end both protocols share (decision 035): given the company's identity provider and the
// person it asserted (checked by the protocol: signature, issuer, audience, expiry, replay),
// decide who signs in.
// - The company has verified domains: the address must be on one of them. A member signs in;
//   someone new becomes a member (role member) when the company makes members on first
//   sign-in, else is refused.
// - No verified domain yet: only people who are already members of this company, and of no
//   other, sign in (an unproven identity provider can't reach anyone else's account).
// Never a super admin (a platform operator), whatever their address or memberships: a company's
// identity provider must not be able to sign in someone who can act on every company.
// Then the same checks as a password sign-in: a deactivated member is refused, the session
// the browser brought along is ended, and a new better-auth session cookie is set.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accountUsers, ssoDomains, users } from "../../db/schema";
import { startSessionForUser } from "../../auth/session-for-user";
import { deleteSession } from "../../auth/session-store";
import { forgetUser } from "../../auth/session-cache";
import { createMembers, isDeactivatedMember } from "../directory";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { recordAudit } from "../audit/record-audit";
import { getSsoOptions } from "./sso-options";
import { domainOfEmail } from "./sso-domains";
import { SsoRefusal, type RefusingProvider } from "./sso-refusal";

/** Who the identity provider says signed in. */
export type SsoIdentity = { subject: string; email: string | null; firstName: string | null; lastName: string | null };
/** What the sign-in needs from the request: the client IP (audit) and the session the browser brought. */
export type SsoRequest = { ip: string; sessionId: string | null };

const NAME_MAX = 100;
const clean = (value: string | null) => value?.trim().slice(0, NAME_MAX) || null;

async function companyDomains(db: Database, accountId: string) {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.accountId, accountId), isNotNull(ssoDomains.verifiedAt)));
  return new Set(rows.map((r) => r.domain));
}

/** The user with this address and their memberships' companies and roles. */
async function personOf(db: Database, email: string) {
  const rows = await db
    .select({ userId: users.id, accountId: accountUsers.accountId, role: accountUsers.role })
    .from(users)
    .leftJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(sql`lower(${users.email}) = ${email}`);
  if (rows.length === 0) return null;
  return { userId: rows[0].userId, memberships: rows.filter((r) => r.accountId !== null) };
}

async function createMember(db: Database, provider: RefusingProvider, identity: SsoIdentity, email: string, ip: string) {
  return db.transaction(async (tx) => {
    const firstName = clean(identity.firstName);
    const lastName = clean(identity.lastName);
    const name = [firstName, lastName].filter(Boolean).join(" ") || email;
    const values = { firstName, lastName, jobTitle: null, department: null, personalPhone: null };
    const person = { externalId: identity.subject, email, name, userId: null, changes: [], values, link: false, reactivate: false };
    const [userId] = await createMembers(tx, provider.accountId, null, [person]);
    if (!userId) throw new SsoRefusal("address_taken", { email });
    await recordWebhookEvent(tx, provider.accountId, "member.created", {
      member: { id: userId, email, firstName, lastName, role: "user" },
    });
    await recordAudit(
      tx,
      { accountId: provider.accountId, userId: null, ip, sso: { label: `Single sign-on “${provider.name}”: ${email}` } },
      { action: "sso.member_created", target: { type: "member", id: userId, label: email }, details: { provider: provider.name } },
    );
    return userId;
  });
}

/**
 * The user who signs in, or throws SsoRefusal. `create: false` (a test sign-in) makes nobody:
 * someone who would become a member answers null.
 */
async function decideUser(db: Database, provider: RefusingProvider, identity: SsoIdentity, ip: string, create = true) {
  const email = identity.email?.trim().toLowerCase();
  if (!email) throw new SsoRefusal("no_email", { subject: identity.subject });
  const domains = await companyDomains(db, provider.accountId);
  const person = await personOf(db, email);
  if (person?.memberships.some((m) => m.role === "super_admin")) throw new SsoRefusal("platform_operator", { email });
  const membership = person?.memberships.find((m) => m.accountId === provider.accountId);
  if (domains.size > 0) {
    if (!domains.has(domainOfEmail(email))) throw new SsoRefusal("outside_domain", { email });
    if (membership) return person!.userId;
    if (!(await getSsoOptions(db, provider)).createMembers) throw new SsoRefusal("unknown_person", { email });
    if (person) throw new SsoRefusal("address_taken", { email });
    return create ? createMember(db, provider, identity, email, ip) : null;
  }
  const elsewhere = person?.memberships.some((m) => m.accountId !== provider.accountId);
  if (!membership || elsewhere) throw new SsoRefusal("unknown_person", { email });
  return person!.userId;
}

/**
 * A test sign-in's verdict: whether the asserted person would be signed in (throws the
 * SsoRefusal they would get), without making a member or a session. Answers the address.
 */
export async function checkSsoIdentity(db: Database, provider: RefusingProvider, identity: SsoIdentity, ip: string) {
  const userId = await decideUser(db, provider, identity, ip, false);
  if (userId && (await isDeactivatedMember(db, userId))) throw new SsoRefusal("member_deactivated", { email: identity.email });
  return identity.email!.trim().toLowerCase();
}

/** Signs the asserted person in (Set-Cookie headers with the new session) or throws SsoRefusal. */
export async function completeSsoSignIn(
  deps: Pick<AppDeps, "db" | "auth">,
  provider: RefusingProvider,
  identity: SsoIdentity,
  request: SsoRequest,
) {
  const userId = (await decideUser(deps.db, provider, identity, request.ip))!;
  if (await isDeactivatedMember(deps.db, userId)) throw new SsoRefusal("member_deactivated", { email: identity.email });
  // Once signed in, a directory no longer moves their address without them (address-changes.ts).
  await deps.db.execute(sql`update directory_members set signed_in_at = now() where user_id = ${userId} and signed_in_at is null`);
  if (request.sessionId) await deleteSession(deps.db, request.sessionId);
  forgetUser(deps.db, userId);
  return { userId, cookies: await startSessionForUser(deps.auth, userId) };
}
