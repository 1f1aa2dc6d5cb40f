// Back to the default placeholder photo in the signature (and in Gmail: refresh-signatures.ts).
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { queueProfilePush } from "../integrations/gmail/refresh-signatures";
import { toProfileView, type Scope } from "./get-profile";

export async function removeProfilePhoto(deps: Pick<AppDeps, "db" | "queue">, { userId, accountId }: Scope) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set({ photoUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    if (!row) throw notFound("Profile");
    await queueProfilePush(deps, accountId, userId, { tx });
    return toProfileView(row);
  });
}
