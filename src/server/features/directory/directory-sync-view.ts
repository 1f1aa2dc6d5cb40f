// A sync history row as the admin sees it.
import { directorySyncs } from "../../db/schema";

export function syncView(row: Omit<typeof directorySyncs.$inferSelect, "plan">) {
  return {
    id: row.id,
    provider: row.provider,
    trigger: row.startedBy || row.startedByEmail ? ("admin" as const) : ("schedule" as const),
    startedBy: row.startedByEmail,
    status: row.status,
    counts: row.counts,
    directoryUsers: row.directoryUsers,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}
