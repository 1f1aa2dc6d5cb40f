// Inviting people to an account. One invitation (createInvitation) and the bulk import
// (import-invitations.ts) share the same steps: which addresses are taken
// (invitationConflictsOf), storing invitations with hashed secrets and their audit entries
// in one transaction (insertInvitations), and emailing each link, marking a failed email
// on its row so it can be resent (deliverInvitations).
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, profiles, userInvitations, users } from "../../db/schema";
import { recordAudits } from "../audit/record-audit";
import type { Mailer } from "../../lib/mailer";
import type { Logger } from "../../lib/logger";
import { claimedDomainsOf, domainOfEmail, requireUnclaimedAddress } from "../sso";
import { AppError, forbidden } from "../../lib/errors";
import type { Role } from "../../../shared/permissions";
import type { CreateInvitation } from "../../../shared/members/invitation-schema";
import { canGrantRole } from "../../../shared/members/member-policy";
import { invitationLifetimeDaysOf } from "../config/platform-settings";
import { invitationEmail } from "./invitation-email";
import { requireEmailBudget } from "../email-limits/require-email-budget";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";
import { newInvitationSecret } from "./invitation-secret";

export type InvitationDelivery = { mailer: Mailer; baseUrl: string; logger: Pick<Logger, "error"> };
export type InvitationDeps = InvitationDelivery & { db: Database };
export type InvitingCaller = { accountId: string; userId: string; role: Role; ip: string | null };

export const ALREADY_MEMBER = "This person is already a member of your account.";
export const ALREADY_INVITED = "This email address has already been invited. The invitation is still pending.";
export const SUPER_ADMIN_INVITE = "Only super admins can invite super admins.";
const EMAIL_FAILED = "The email could not be sent.";
const LOOKUP_CHUNK = 1_000;
const SEND_CONCURRENCY = 8;

// The link carries the single-use secret; only its hash is stored (invitation-secret.ts).
export function invitationLink(baseUrl: string, invitation: { id: string; email: string }, secret: string) {
  return `${baseUrl}/auth?invitation=${invitation.id}&email=${encodeURIComponent(invitation.email)}&token=${secret}`;
}

/** When an invitation made now expires: the platform's invitation lifetime (7 days unless a super admin changed it). */
export async function invitationExpiry(db: Database, from = Date.now()) {
  return new Date(from + (await invitationLifetimeDaysOf(db)) * 24 * 60 * 60 * 1000);
}

/**
 * Of these lower-cased addresses: which are members of the account, which have an open
 * invitation, and which are on a domain another company verified (never invited here).
 */
export async function invitationConflictsOf(db: Database, accountId: string, emails: readonly string[]) {
  const members = new Set<string>();
  const invited = new Set<string>();
  const claimedDomains = await claimedDomainsOf(db, accountId, emails);
  const claimed = new Set(emails.filter((email) => claimedDomains.has(domainOfEmail(email))));
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const chunk = emails.slice(i, i + LOOKUP_CHUNK);
    const memberRows = await db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), inArray(sql`lower(${users.email})`, chunk)));
    for (const row of memberRows) members.add(row.email.toLowerCase());
    const invitedRows = await db
      .select({ email: userInvitations.email })
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.accountId, accountId),
          inArray(userInvitations.email, chunk),
          eq(userInvitations.status, "pending"),
          gt(userInvitations.expiresAt, sql`now()`),
        ),
      );
    for (const row of invitedRows) invited.add(row.email);
  }
  return { members, invited, claimed };
}

export type NewInvitation = {
  email: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  departmentId?: string | null;
  officeId?: string | null;
};
export type StoredInvitation = typeof userInvitations.$inferSelect;
export type InvitationToSend = { invitation: StoredInvitation; secret: string };

/**
 * Stores invitations (in the caller's transaction) with their audit entries. An address
 * that got an open invitation meanwhile is skipped (the partial unique index decides),
 * so the result may hold fewer rows than asked.
 */
export async function insertInvitations(tx: Database, caller: InvitingCaller, rows: readonly NewInvitation[]): Promise<InvitationToSend[]> {
  if (rows.length === 0) return [];
  const emails = rows.map((r) => r.email);
  // Pending invitations past their expiry make room for the new ones.
  await tx
    .update(userInvitations)
    .set({ status: "expired" })
    .where(
      and(
        eq(userInvitations.accountId, caller.accountId),
        inArray(userInvitations.email, emails),
        eq(userInvitations.status, "pending"),
        lte(userInvitations.expiresAt, sql`now()`),
      ),
    );
  const expiresAt = await invitationExpiry(tx);
  const secrets = new Map<string, string>();
  const values = rows.map((row) => {
    const { secret, hash } = newInvitationSecret();
    secrets.set(hash, secret);
    return {
      accountId: caller.accountId,
      email: row.email,
      role: row.role,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      jobTitle: row.jobTitle ?? null,
      departmentId: row.departmentId ?? null,
      officeId: row.officeId ?? null,
      token: hash,
      invitedBy: caller.userId,
      expiresAt,
    };
  });
  const stored: StoredInvitation[] = [];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    stored.push(
      ...(await tx
        .insert(userInvitations)
        .values(values.slice(i, i + LOOKUP_CHUNK))
        .onConflictDoNothing()
        .returning()),
    );
  }
  await recordAudits(
    tx,
    caller,
    stored.map((row) => ({
      action: "invitation.created" as const,
      target: { type: "invitation", id: row.id, label: row.email },
      details: { role: row.role },
    })),
  );
  return stored.map((invitation) => ({ invitation, secret: secrets.get(invitation.token)! }));
}

async function inviterOf(db: Database, caller: Pick<InvitingCaller, "accountId" | "userId">) {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, caller.accountId));
  const [inviter] = await db
    .select({ first: profiles.firstName, last: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, caller.userId));
  return { companyName: account.name, inviterName: [inviter?.first, inviter?.last].filter(Boolean).join(" ") || null };
}

/**
 * Emails each invitation's link and records on its row whether that worked. A failed
 * email never loses the invitation: the row says "failed" and the team page resends it.
 * Returns the ids whose email went out.
 */
export async function deliverInvitations(
  deps: InvitationDeps,
  caller: Pick<InvitingCaller, "accountId" | "userId">,
  items: readonly InvitationToSend[],
) {
  const { db, ...delivery } = deps;
  const sent = new Set<string>();
  if (items.length === 0) return sent;
  const { companyName, inviterName } = await inviterOf(db, caller);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const { invitation, secret } = items[next++];
      try {
        await delivery.mailer.send(
          invitationEmail({
            to: invitation.email,
            companyName,
            inviterName,
            role: invitation.role,
            link: invitationLink(delivery.baseUrl, invitation, secret),
            expiresAt: invitation.expiresAt,
          }),
        );
        sent.add(invitation.id);
      } catch (error) {
        delivery.logger.error({ err: error instanceof Error ? error.message : String(error) }, "invitation email failed");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, items.length) }, worker));
  const ids = items.map((i) => i.invitation.id);
  const sentIds = ids.filter((id) => sent.has(id));
  const failedIds = ids.filter((id) => !sent.has(id));
  for (let i = 0; i < sentIds.length; i += LOOKUP_CHUNK)
    await db
      .update(userInvitations)
      .set({ emailStatus: "sent", emailSentAt: sql`now()`, emailError: null })
      .where(inArray(userInvitations.id, sentIds.slice(i, i + LOOKUP_CHUNK)));
  for (let i = 0; i < failedIds.length; i += LOOKUP_CHUNK)
    await db
      .update(userInvitations)
      .set({ emailStatus: "failed", emailError: EMAIL_FAILED })
      .where(inArray(userInvitations.id, failedIds.slice(i, i + LOOKUP_CHUNK)));
  return sent;
}

export async function createInvitation(deps: InvitationDeps, caller: InvitingCaller, input: CreateInvitation) {
  const { db } = deps;
  if (!canGrantRole(caller.role, input.role)) throw forbidden(SUPER_ADMIN_INVITE);
  const { members, invited } = await invitationConflictsOf(db, caller.accountId, [input.email]);
  if (members.size) throw new AppError(409, "already_member", ALREADY_MEMBER, { email: ALREADY_MEMBER });
  if (invited.size) throw new AppError(409, "already_invited", ALREADY_INVITED, { email: ALREADY_INVITED });
  await requireUnclaimedAddress(deps.db, input.email, caller.accountId, "invitation");

  // Two admins inviting the same address at once: the partial unique index decides. The
  // email's slot of the company's budget is taken in the same transaction: no slot, no invitation.
  const [item] = await db.transaction(async (tx) => {
    const items = await insertInvitations(tx, caller, [{ email: input.email, role: input.role }]);
    if (items.length) await requireEmailBudget(tx, caller.accountId, EMAIL_LIMIT_MESSAGES.overBudget);
    return items;
  });
  if (!item) throw new AppError(409, "already_invited", ALREADY_INVITED, { email: ALREADY_INVITED });
  const sent = await deliverInvitations(deps, caller, [item]);
  const { invitation } = item;
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
    },
    emailSent: sent.has(invitation.id),
  };
}
