// Every user has a profile row (profiles.id = users.id). Created on sign-up; this also
// repairs a user whose profile is missing, so /api/me never returns half a user.
// /api/me calls it on every load, so the usual case is one read and no write.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

export type NewProfile = { userId: string; email: string; firstName?: string | null; lastName?: string | null };

const findProfile = async (db: Database, userId: string) => (await db.select().from(profiles).where(eq(profiles.id, userId)))[0];

export async function ensureProfile(db: Database, input: NewProfile) {
  const existing = await findProfile(db, input.userId);
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null })
    .onConflictDoNothing({ target: profiles.id });
  return findProfile(db, input.userId);
}
