// The caller's own profile, as the profile form and the signature show it.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";

import type { Scope } from "../../lib/scope";
import { directoryLinkOf } from "../directory";

export type { Scope };

export function toProfileView(row: typeof profiles.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    personalPhone: row.personalPhone,
    officeId: row.officeId,
    departmentId: row.departmentId,
    linkedinUrl: row.linkedinUrl,
    photoUrl: row.photoUrl,
  };
}

export type ProfileView = ReturnType<typeof toProfileView>;

export async function getProfile(db: Database, { userId }: Scope): Promise<ProfileView> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile");
  return toProfileView(row);
}

/** The profile as the routes answer it: with the directory that manages the member (its fields read-only), if any. */
export async function profileAnswer(db: Database, { accountId, userId }: Scope, profile: ProfileView) {
  return { profile, directory: await directoryLinkOf(db, accountId, userId) };
}
