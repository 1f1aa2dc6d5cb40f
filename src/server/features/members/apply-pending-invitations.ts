// On sign-up and on every sign-in: each pending, unexpired invitation for the user's
// (lower-cased) email makes them a member with its role. Accepting is one UPDATE ...
// RETURNING, so two sign-ins at once cannot accept the same invitation twice.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, profiles, userInvitations } from "../../db/schema";

export async function applyPendingInvitations(db: Database, user: { userId: string; email: string }) {
  return db.transaction(async (tx) => {
    const accepted = await tx
      .update(userInvitations)
      .set({ status: "accepted", acceptedAt: sql`now()` })
      .where(
        and(
          eq(userInvitations.email, user.email.toLowerCase()),
          eq(userInvitations.status, "pending"),
          gt(userInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    for (const invitation of accepted) {
      await tx
        .insert(accountUsers)
        .values({ userId: user.userId, accountId: invitation.accountId, role: invitation.role })
        .onConflictDoNothing();
      // Details the admin entered fill the profile's blanks; the member's own values win.
      await tx
        .update(profiles)
        .set({
          firstName: sql`coalesce(${profiles.firstName}, ${invitation.firstName})`,
          lastName: sql`coalesce(${profiles.lastName}, ${invitation.lastName})`,
          jobTitle: sql`coalesce(${profiles.jobTitle}, ${invitation.jobTitle})`,
          departmentId: sql`coalesce(${profiles.departmentId}, ${invitation.departmentId}::uuid)`,
          officeId: sql`coalesce(${profiles.officeId}, ${invitation.officeId}::uuid)`,
        })
        .where(eq(profiles.id, user.userId));
    }
    return accepted.map((i) => ({ id: i.id, accountId: i.accountId, role: i.role }));
  });
}
