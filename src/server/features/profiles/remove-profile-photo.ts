// Back to the default placeholder photo in the signature (and in Gmail: refresh-signatures.ts).
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { announceSignatureChange } from "../mailboxes";
import { toProfileView, type Scope } from "./get-profile";

export async function removeProfilePhoto(deps: Pick<AppDeps, "db" | "queue" | "mailboxChannels">, { userId, accountId }: Scope) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(profiles).set({ photoUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    if (!row) throw notFound("Profile");
    await announceSignatureChange(deps, accountId, { userIds: [userId] }, { tx });
    return toProfileView(row);
  });
}
