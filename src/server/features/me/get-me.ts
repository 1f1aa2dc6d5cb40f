// Everything the client needs to know about the signed-in user, in one answer, from one
// prepared query (decision 022): the profile, the first membership whose account exists
// (the one membershipOf picks) and that account. The membership read here also refreshes
// the session cache's copy, so the guards of the next requests need no query.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import type { SessionUser } from "../../context";
import { accounts, accountUsers, profiles } from "../../db/schema";
import { cacheMembership, sessionCacheGeneration } from "../../auth/session-cache";
import { ensureProfile } from "../accounts/ensure-profile";
import type { Membership } from "../../auth/membership-of";
import { companyColumns } from "../company/get-company";

function meStatement(db: Database, name: string) {
  const membership = db
    .select({ accountId: accountUsers.accountId, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, profiles.id))
    .orderBy(asc(accountUsers.createdAt))
    .limit(1)
    .as("membership");
  return db
    .select({
      profile: profiles,
      accountId: membership.accountId,
      role: membership.role,
      account: companyColumns,
    })
    .from(profiles)
    .leftJoinLateral(membership, sql`true`)
    .leftJoin(accounts, eq(accounts.id, membership.accountId))
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare(name);
}
async function readMe(db: Database, userId: string) {
  return (await preparedStatement(db, "me", meStatement).execute({ userId }))[0];
}

export async function getMe({ db, supportEmail }: { db: Database; supportEmail: string }, user: SessionUser) {
  const generation = sessionCacheGeneration(db);
  let row = await readMe(db, user.id);
  if (!row) {
    // No profile yet (or lost): create it, then read again.
    const [first, ...rest] = user.name.split(" ");
    await ensureProfile(db, { userId: user.id, email: user.email, firstName: first || null, lastName: rest.join(" ") || null });
    row = await readMe(db, user.id);
  }
  const { profile } = row;
  const membership: Membership | null =
    row.accountId && row.role && row.account ? { accountId: row.accountId, role: row.role, account: row.account } : null;
  if (membership) cacheMembership(db, user.id, membership, generation);
  return {
    user: { id: user.id, email: user.email, name: user.name },
    profile: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle,
      personalPhone: profile.personalPhone,
      officeId: profile.officeId,
      departmentId: profile.departmentId,
      linkedinUrl: profile.linkedinUrl,
      photoUrl: profile.photoUrl,
    },
    membership: membership ? { accountId: membership.accountId, role: membership.role } : null,
    account: membership?.account ?? null,
    supportEmail,
  };
}

export type Me = Awaited<ReturnType<typeof getMe>>;
