// Every user has a profile row (profiles.id = users.id). Created on sign-up; this also
// repairs a user whose profile is missing, so /api/me never returns half a user.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

export type NewProfile = { userId: string; email: string; firstName?: string | null; lastName?: string | null };

export async function ensureProfile(db: Database, input: NewProfile) {
  await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null })
    .onConflictDoNothing({ target: profiles.id });
  const [row] = await db.select().from(profiles).where(eq(profiles.id, input.userId));
  return row;
}
