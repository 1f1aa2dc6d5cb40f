// Every user has a profile row (profiles.id = users.id). Created on sign-up; this also
// repairs a user whose profile is missing, so /api/me never returns half a user.
// /api/me calls it on every load, so the usual case is one read and no write.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

export type NewProfile = { userId: string; email: string; firstName?: string | null; lastName?: string | null };

// A prepared statement per database handle (built once; on PostgreSQL parsed once per connection).
const prepare = (db: Database) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare("find_profile");
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

async function findProfile(db: Database, userId: string) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  return (await statement.execute({ userId }))[0];
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
