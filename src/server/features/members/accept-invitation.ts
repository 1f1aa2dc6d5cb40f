// Accepting an invitation, an explicit step that carries the emailed secret: the pending,
// unexpired invitation with this id and secret, sent to this user's (lower-cased) address,
// makes the user a member with its role. One UPDATE ... RETURNING, so two requests at once
// cannot accept it twice. A user belongs to one account, so a member of another
// account is refused and the invitation stays open.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, profiles, userInvitations } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../../shared/ids";
import { hashInvitationSecret } from "./invitation-secret";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export const INVITATION_INVALID = "This invitation is no longer valid. Please ask your administrator to send a new one.";
const OTHER_ACCOUNT = "You already belong to another company on Signet, so you can't join this one with this address.";

export type InvitationProof = { invitationId: string; secret: string };

const invalid = () => new AppError(400, "invitation_invalid", INVITATION_INVALID);

/** The open invitation this proof names, or an error: used before creating a user. */
export function invitationMatch(proof: InvitationProof, email: string) {
  if (!isUuid(proof.invitationId) || !proof.secret) return null;
  return and(
    eq(userInvitations.id, proof.invitationId),
    eq(userInvitations.token, hashInvitationSecret(proof.secret)),
    eq(userInvitations.email, email.toLowerCase()),
    eq(userInvitations.status, "pending"),
    gt(userInvitations.expiresAt, sql`now()`),
  );
}

/** Checks the proof before a user is made; returns the inviting company. */
export async function checkInvitationProof(db: Database, proof: InvitationProof, email: string) {
  const match = invitationMatch(proof, email);
  const [row] = match ? await db.select({ accountId: userInvitations.accountId }).from(userInvitations).where(match) : [];
  if (!row) throw invalid();
  return row.accountId;
}

export async function acceptInvitation(db: Database, user: { userId: string; email: string }, proof: InvitationProof) {
  const match = invitationMatch(proof, user.email);
  if (!match) throw invalid();
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select({ accountId: accountUsers.accountId })
      .from(accountUsers)
      .where(eq(accountUsers.userId, user.userId))
      .limit(1);
    const [invitation] = await tx
      .update(userInvitations)
      .set({ status: "accepted", acceptedAt: sql`now()` })
      .where(match)
      .returning();
    if (!invitation) throw invalid();
    if (membership && membership.accountId !== invitation.accountId) {
      throw new AppError(409, "already_in_account", OTHER_ACCOUNT, { email: OTHER_ACCOUNT });
    }
    const joined = await tx
      .insert(accountUsers)
      .values({ userId: user.userId, accountId: invitation.accountId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: accountUsers.userId });
    // Details the admin entered fill the profile's blanks; the member's own values win.
    const [profile] = await tx
      .update(profiles)
      .set({
        firstName: sql`coalesce(${profiles.firstName}, ${invitation.firstName})`,
        lastName: sql`coalesce(${profiles.lastName}, ${invitation.lastName})`,
        jobTitle: sql`coalesce(${profiles.jobTitle}, ${invitation.jobTitle})`,
        departmentId: sql`coalesce(${profiles.departmentId}, ${invitation.departmentId}::uuid)`,
        officeId: sql`coalesce(${profiles.officeId}, ${invitation.officeId}::uuid)`,
      })
      .where(eq(profiles.id, user.userId))
      .returning({ firstName: profiles.firstName, lastName: profiles.lastName });
    if (joined.length) {
      const member = {
        id: user.userId,
        email: user.email,
        firstName: profile?.firstName ?? null,
        lastName: profile?.lastName ?? null,
        role: invitation.role,
      };
      await recordWebhookEvent(tx, invitation.accountId, "member.created", { member });
      await recordWebhookEvent(tx, invitation.accountId, "invitation.accepted", { invitation: { id: invitation.id }, member });
    }
    return { id: invitation.id, accountId: invitation.accountId, role: invitation.role };
  });
}
