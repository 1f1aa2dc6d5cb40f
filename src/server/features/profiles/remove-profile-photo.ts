// Back to the default placeholder photo in the signature (and in Gmail: refresh-signatures.ts).
// The removed file is deleted once nothing points to it (clean-stored-files.ts).
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { queueProfilePush } from "../integrations/gmail/refresh-signatures";
import { toProfileView, type Scope } from "./get-profile";
import { deleteIfUnreferenced } from "../files/clean-stored-files";

export async function removeProfilePhoto(deps: Pick<AppDeps, "db" | "queue" | "storage" | "logger">, { userId, accountId }: Scope) {
  let removed: string | null = null;
  const view = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ photoUrl: profiles.photoUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
    removed = before?.photoUrl ?? null;
    const [row] = await tx.update(profiles).set({ photoUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    if (!row) throw notFound("Profile");
    await queueProfilePush(deps, accountId, userId, { tx });
    return toProfileView(row);
  });
  await deleteIfUnreferenced(deps, removed);
  return view;
}
