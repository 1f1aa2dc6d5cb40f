// What the auth screen shows for an invitation link: only for a pending, unexpired one,
// and only to the holder of the link's secret (anyone else gets 404, as for an unknown id).
// The holder of a link that was already accepted is told so (409), so they sign in instead
// of filling in a sign-up form that can only fail.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, userInvitations } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { hashInvitationSecret } from "./invitation-secret";
import type { PublicInvitation } from "../../../shared/members/invitation-schema";

export async function openInvitationOf(db: Database, id: string, secret: string): Promise<PublicInvitation | null> {
  const [row] = await db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      role: userInvitations.role,
      accountId: userInvitations.accountId,
      companyName: accounts.name,
      firstName: userInvitations.firstName,
      lastName: userInvitations.lastName,
    })
    .from(userInvitations)
    .innerJoin(accounts, eq(accounts.id, userInvitations.accountId))
    .where(
      and(
        eq(userInvitations.id, id),
        eq(userInvitations.token, hashInvitationSecret(secret)),
        eq(userInvitations.status, "pending"),
        gt(userInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

export const INVITATION_USED_MESSAGE = "This invitation has already been used. Sign in with the address it was sent to.";

async function isAcceptedInvitation(db: Database, id: string, secret: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userInvitations.id })
    .from(userInvitations)
    .where(
      and(eq(userInvitations.id, id), eq(userInvitations.token, hashInvitationSecret(secret)), eq(userInvitations.status, "accepted")),
    );
  return Boolean(row);
}

export async function getPublicInvitation(db: Database, { id, token }: { id: string; token: string }): Promise<PublicInvitation> {
  const invitation = await openInvitationOf(db, id, token);
  if (invitation) return invitation;
  if (await isAcceptedInvitation(db, id, token)) throw new AppError(409, "invitation_used", INVITATION_USED_MESSAGE);
  throw notFound("Invitation");
}
