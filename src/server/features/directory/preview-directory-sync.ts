// The sync engine, for any directory provider: an admin's sync reads the directory and keeps
// the plan as a preview; nothing changes until they confirm it. Every run is a history row.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directorySyncs, users } from "../../db/schema";
import { type AuditActor } from "../audit/record-audit";
import type { DirectoryProvider } from "./directory-provider";
import { countsOf, recordFailedSync, discardWaitingSyncs } from "./sync-rows";
import { readDirectory } from "./read-directory";

async function emailOf(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** An admin's sync: nothing changes until they confirm the preview (applyDirectorySync). */
export async function previewDirectorySync(db: Database, actor: AuditActor, provider: DirectoryProvider): Promise<string> {
  const started = Date.now();
  const base = {
    accountId: actor.accountId,
    provider: provider.id,
    startedBy: actor.userId,
    startedByEmail: await emailOf(db, actor.userId),
  };
  try {
    const { plan, directoryUsers } = await readDirectory(db, actor.accountId, provider);
    return await db.transaction(async (tx) => {
      // One sync waits at a time: an older preview, or deactivations a scheduled sync held back,
      // were read from a directory and a team that may have changed since, so confirming them
      // could undo what the newer one shows (or deactivate someone who is back).
      await discardWaitingSyncs(tx, actor.accountId, provider.id);
      const [row] = await tx
        .insert(directorySyncs)
        .values({ ...base, status: "preview", plan, counts: countsOf(plan), directoryUsers, durationMs: Date.now() - started })
        .returning({ id: directorySyncs.id });
      return row.id;
    });
  } catch (error) {
    return await recordFailedSync(db, base, started, error, provider);
  }
}
