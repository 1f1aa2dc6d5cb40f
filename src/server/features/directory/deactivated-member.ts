// Whether a directory (SCIM provisioning, a directory sync) has deactivated this user's
// membership: such a member keeps their history and signature but may not sign in.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directoryMembers } from "../../db/schema";

export async function isDeactivatedMember(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: directoryMembers.userId })
    .from(directoryMembers)
    .where(and(eq(directoryMembers.userId, userId), isNotNull(directoryMembers.deactivatedAt)))
    .limit(1);
  return Boolean(row);
}
