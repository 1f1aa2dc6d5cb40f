// "Invite to sign in": a member with no password (a person a directory sync added) gets an
// invitation email like anyone invited. Accepting it gives their existing user a password
// (setPasswordThroughInvitation): their profile, signature and directory link stay, and no
// second user is made for the address. An open invitation to them is renewed instead of
// doubled (a new link and expiry, the resend's limits).
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, authAccounts, profiles, userInvitations, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { hashPassword } from "../../auth/password";
import { requireEmailBudget } from "../email-limits/require-email-budget";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";
import { TEAM_MESSAGES } from "../../../shared/members/team-schema";
import { deliverInvitations, insertInvitations, type InvitationDeps, type InvitingCaller } from "./create-invitation";
import { newerInvitationStands, renewInvitation } from "./manage-invitation";
import { invitationMatch, type InvitationProof } from "./accept-invitation";
import { teamRowOf } from "./team-rows";
import { requireUnclaimedAddress } from "../sso";

async function invitableMember(tx: Database, accountId: string, userId: string) {
  const [member] = await tx
    .select({
      email: users.email,
      role: accountUsers.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      jobTitle: profiles.jobTitle,
      password: authAccounts.id,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(profiles, eq(profiles.id, accountUsers.userId))
    .leftJoin(authAccounts, and(eq(authAccounts.userId, accountUsers.userId), eq(authAccounts.providerId, "credential")))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  if (!member) throw notFound("Member");
  if (member.password) throw new AppError(409, "already_signs_in", TEAM_MESSAGES.alreadySignsIn);
  return member;
}

export async function inviteToSignIn(deps: InvitationDeps, caller: InvitingCaller, userId: string) {
  const { db } = deps;
  const item = await db
    .transaction(async (tx) => {
      const member = await invitableMember(tx, caller.accountId, userId);
      const email = member.email.toLowerCase();
      // A password for an address of another company's verified domain: never (claimed-domains.ts).
      await requireUnclaimedAddress(tx, email, caller.accountId, "invitation");
      const [open] = await tx
        .select({ id: userInvitations.id })
        .from(userInvitations)
        .where(
          and(
            eq(userInvitations.accountId, caller.accountId),
            eq(userInvitations.email, email),
            inArray(userInvitations.status, ["pending", "expired"]),
          ),
        )
        .orderBy(sql`${userInvitations.createdAt} desc`)
        .limit(1);
      if (open) return renewInvitation(tx, caller, open.id);
      const [created] = await insertInvitations(tx, caller, [
        { email, role: member.role, firstName: member.firstName, lastName: member.lastName, jobTitle: member.jobTitle },
      ]);
      if (!created) throw new AppError(409, "already_invited", TEAM_MESSAGES.signInInvitationOpen);
      await requireEmailBudget(tx, caller.accountId, EMAIL_LIMIT_MESSAGES.overBudget);
      return created;
    })
    .catch(newerInvitationStands);
  const sent = await deliverInvitations(deps, caller, [item]);
  const member = await teamRowOf(db, caller.accountId, "member", userId);
  if (!member) throw notFound("Member");
  return { member, emailSent: sent.has(item.invitation.id) };
}

/**
 * Sign-up through an invitation, for an address whose user exists with no password and is a
 * member of the inviting company: that user gets the password and the invitation is used up,
 * in one transaction. False when this is not such a case (the ordinary sign-up goes on).
 */
export async function setPasswordThroughInvitation(
  db: Database,
  proof: InvitationProof,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<boolean> {
  const match = invitationMatch(proof, input.email);
  if (!match) return false;
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (!candidate) return false;
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, candidate.id)).for("update");
    const [credential] = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, "credential")));
    if (credential) return false;
    const [invitation] = await tx
      .update(userInvitations)
      .set({ status: "accepted", acceptedAt: sql`now()` })
      .where(
        and(
          match,
          gt(userInvitations.expiresAt, sql`now()`),
          sql`exists (select 1 from ${accountUsers} where ${accountUsers.userId} = ${user.id} and ${accountUsers.accountId} = ${userInvitations.accountId})`,
        ),
      )
      .returning({ id: userInvitations.id });
    if (!invitation) return false;
    await tx
      .insert(authAccounts)
      .values({ id: crypto.randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: hash });
    // The link proved the mailbox.
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Names the person typed fill only blanks: a directory's values stay.
    await tx
      .update(profiles)
      .set({
        firstName: sql`coalesce(${profiles.firstName}, ${input.firstName})`,
        lastName: sql`coalesce(${profiles.lastName}, ${input.lastName})`,
      })
      .where(eq(profiles.id, user.id));
    return true;
  });
}
