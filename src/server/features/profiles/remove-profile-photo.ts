// Back to the default placeholder photo in the signature.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { toProfileView, type Scope } from "./get-profile";

export async function removeProfilePhoto(db: Database, { userId }: Scope) {
  const [row] = await db.update(profiles).set({ photoUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
  if (!row) throw notFound("Profile");
  return toProfileView(row);
}
