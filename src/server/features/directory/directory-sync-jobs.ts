// Scheduled directory syncs on the job queue: a pg-boss schedule runs a tick every 15
// minutes (one per schedule, whichever process), which takes each connection whose
// interval has passed (moving its last sync time in the same statement, so two ticks never
// take one connection) and queues one sync job per company and directory.
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { QueueDefinition } from "../../lib/queue";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryProvider } from "./directory-provider";
import { runScheduledSync } from "./run-scheduled-sync";
import { announceSyncOutcome } from "./sync-outcome";
import { afterDirectoryChange, pushSyncChanges } from "./after-directory-change";

export const SYNC_TICK_QUEUE = "directory-sync-tick";
export const SYNC_QUEUE = "directory-sync";
export const SYNC_TICK_CRON = "*/15 * * * *";
type SyncJob = { accountId: string; provider?: DirectoryProviderId };
/** The company's connected directory of that provider, or null (disconnected): the integrations give it at boot. */
export type LoadDirectoryProvider = (deps: AppDeps, accountId: string, provider: DirectoryProviderId) => Promise<DirectoryProvider | null>;

const QUEUES: QueueDefinition[] = [
  { name: SYNC_TICK_QUEUE, retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  // A sync reads the whole directory: a failure (Google down) tries again later, not at once.
  { name: SYNC_QUEUE, retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 },
];

export async function defineDirectorySyncQueues(deps: Pick<AppDeps, "queue">) {
  for (const queue of QUEUES) await deps.queue.define(queue);
  await deps.queue.schedule(SYNC_TICK_QUEUE, SYNC_TICK_CRON);
}

/** Connections due for a sync, taken: their last sync time moves to now. */
export async function takeDueSyncs(deps: Pick<AppDeps, "db">): Promise<SyncJob[]> {
  const result = await deps.db.execute(sql`
    update integrations set last_sync_at = now()
    where sync_interval_hours > 0
      and coalesce(last_sync_at, created_at) + make_interval(hours => sync_interval_hours) <= now()
    returning account_id as "accountId", provider::text as provider`);
  return (result as unknown as { rows: SyncJob[] }).rows;
}

export async function runAccountSync(deps: AppDeps, loadDirectoryProvider: LoadDirectoryProvider, job: SyncJob) {
  // Jobs queued before a company could connect more than one directory name none: Google's.
  const directory = await loadDirectoryProvider(deps, job.accountId, job.provider ?? "google");
  if (!directory) return; // disconnected since it was queued
  const result = await runScheduledSync(deps.db, job.accountId, directory, pushSyncChanges(deps));
  await afterDirectoryChange(deps, job.accountId, result.changedUserIds);
  await announceSyncOutcome(deps, job.accountId, result.syncId, "schedule");
}

export async function startDirectorySyncWorkers(deps: AppDeps, loadDirectoryProvider: LoadDirectoryProvider) {
  await deps.queue.work(SYNC_TICK_QUEUE, { batchSize: 1, workers: 1 }, async () => {
    await deps.queue.sendMany(SYNC_QUEUE, await takeDueSyncs(deps));
  });
  await deps.queue.work<SyncJob>(SYNC_QUEUE, { batchSize: 1, workers: 1 }, (job) => runAccountSync(deps, loadDirectoryProvider, job));
}
