// An admin invites one address to their account: refused when the person is already a
// member or has a pending invitation; otherwise stored (for the platform's invitation lifetime, 7 days unless a super admin changed it) and emailed.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, profiles, userInvitations, users } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import type { Mailer } from "../../lib/mailer";
import type { Logger } from "../../lib/logger";
import { AppError, forbidden } from "../../lib/errors";
import type { Role } from "../../../shared/permissions";
import { type CreateInvitation } from "../../../shared/members/invitation-schema";
import { invitationEmail } from "./invitation-email";
import { newInvitationSecret } from "./invitation-secret";
import { invitationLifetimeDaysOf } from "../config/platform-settings";

export type InvitationDelivery = { mailer: Mailer; baseUrl: string; logger: Pick<Logger, "error"> };
export type InvitationDeps = InvitationDelivery & { db: Database };
export type InvitingCaller = { accountId: string; userId: string; role: Role; ip: string | null };

const ALREADY_MEMBER = "This person is already a member of your account.";
const ALREADY_INVITED = "This email address has already been invited. The invitation is still pending.";

// The link carries the single-use secret; only its hash is stored (invitation-secret.ts).
export function invitationLink(baseUrl: string, invitation: { id: string; email: string }, secret: string) {
  return `${baseUrl}/auth?invitation=${invitation.id}&email=${encodeURIComponent(invitation.email)}&token=${secret}`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function createInvitation(deps: InvitationDeps, caller: InvitingCaller, input: CreateInvitation) {
  const { db, ...delivery } = deps;
  if (input.role === "super_admin" && caller.role !== "super_admin") throw forbidden("Only super admins can invite super admins.");
  const [member] = await db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, caller.accountId), eq(users.email, input.email)));
  if (member) throw new AppError(409, "already_member", ALREADY_MEMBER, { email: ALREADY_MEMBER });

  const sameAddress = and(
    eq(userInvitations.accountId, caller.accountId),
    eq(userInvitations.email, input.email),
    eq(userInvitations.status, "pending"),
  );
  const [pending] = await db
    .select({ id: userInvitations.id })
    .from(userInvitations)
    .where(and(sameAddress, gt(userInvitations.expiresAt, sql`now()`)));
  if (pending) throw new AppError(409, "already_invited", ALREADY_INVITED, { email: ALREADY_INVITED });

  const { secret, hash } = newInvitationSecret();
  const invitationLifetimeDays = await invitationLifetimeDaysOf(db);
  const expiresAt = new Date(Date.now() + invitationLifetimeDays * 24 * 60 * 60 * 1000);
  const invitation = await db
    .transaction(async (tx) => {
      await tx
        .update(userInvitations)
        .set({ status: "expired" })
        .where(and(sameAddress, lte(userInvitations.expiresAt, sql`now()`)));
      const [row] = await tx
        .insert(userInvitations)
        .values({
          accountId: caller.accountId,
          email: input.email,
          role: input.role,
          token: hash,
          invitedBy: caller.userId,
          expiresAt,
        })
        .returning();
      await recordAudit(tx, caller, {
        action: "invitation.created",
        target: { type: "invitation", id: row.id, label: row.email },
        details: { role: row.role },
      });
      return row;
    })
    .catch((error: unknown) => {
      // Two admins inviting the same address at once: the partial unique index decides.
      if (isUniqueViolation(error)) throw new AppError(409, "already_invited", ALREADY_INVITED, { email: ALREADY_INVITED });
      throw error;
    });

  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, caller.accountId));
  const [inviter] = await db
    .select({ first: profiles.firstName, last: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, caller.userId));
  const inviterName = [inviter?.first, inviter?.last].filter(Boolean).join(" ") || null;
  let emailSent = true;
  try {
    await delivery.mailer.send(
      invitationEmail({
        to: invitation.email,
        companyName: account.name,
        inviterName,
        role: invitation.role,
        link: invitationLink(delivery.baseUrl, invitation, secret),
        expiresAt,
      }),
    );
  } catch (error) {
    // The invitation stands; the team page can send it again.
    emailSent = false;
    delivery.logger.error({ err: error instanceof Error ? error.message : String(error) }, "invitation email failed");
  }
  await db
    .update(userInvitations)
    .set(
      emailSent
        ? { emailStatus: "sent", emailSentAt: sql`now()`, emailError: null }
        : { emailStatus: "failed", emailError: "The email could not be sent." },
    )
    .where(eq(userInvitations.id, invitation.id));
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
    },
    emailSent,
  };
}
