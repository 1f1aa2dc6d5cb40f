// The sync history of one directory of the account.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directorySyncs } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { type DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import { syncView } from "./directory-sync-view";

/** The last 50 syncs of one directory of the account, newest first. */
export async function findDirectorySyncs(db: Database, scope: Pick<Scope, "accountId">, provider: DirectoryProviderId) {
  const rows = await db
    .select({
      id: directorySyncs.id,
      accountId: directorySyncs.accountId,
      provider: directorySyncs.provider,
      startedBy: directorySyncs.startedBy,
      startedByEmail: directorySyncs.startedByEmail,
      status: directorySyncs.status,
      counts: directorySyncs.counts,
      directoryUsers: directorySyncs.directoryUsers,
      durationMs: directorySyncs.durationMs,
      error: directorySyncs.error,
      createdAt: directorySyncs.createdAt,
      appliedAt: directorySyncs.appliedAt,
    })
    .from(directorySyncs)
    .where(and(eq(directorySyncs.accountId, scope.accountId), eq(directorySyncs.provider, provider)))
    .orderBy(desc(directorySyncs.createdAt))
    .limit(50);
  return rows.map(syncView);
}
