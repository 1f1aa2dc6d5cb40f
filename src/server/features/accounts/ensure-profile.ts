// Every user has a profile row (profiles.id = users.id). Created on sign-up; this also
// repairs a user whose profile is missing, so /api/me never returns half a user.
// Sign-up calls it, and /api/me when its own read finds no profile.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import { profiles } from "../../db/schema";

export type NewProfile = { userId: string; email: string; firstName?: string | null; lastName?: string | null };

const findProfileStatement = (db: Database, name: string) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare(name);

async function findProfile(db: Database, userId: string) {
  return (await preparedStatement(db, "find_profile", findProfileStatement).execute({ userId }))[0];
}

export async function ensureProfile(db: Database, input: NewProfile) {
  const existing = await findProfile(db, input.userId);
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null })
    .onConflictDoNothing({ target: profiles.id });
  return findProfile(db, input.userId);
}
