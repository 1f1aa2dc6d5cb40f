// The daily clean-up of stored files (a pg-boss job, decision 016): a banner, template image
// or gallery image that nothing points to any more, and that is older than a day (one just
// uploaded may not be saved into its template or campaign yet), is deleted, bytes and row.
// "Points to" is read from everything that can hold a /files/ path: templates, every kept
// version (restorable), gallery templates, members' deployed signatures (and their reply versions), campaigns (both
// variants), logos and photos, on any host (keeping too much is harmless). Logos and photos
// themselves are kept: emails already sent show them (decision 012). Idempotent: a re-run
// finds nothing more to delete; candidates are locked (SKIP LOCKED), so two runs or a save
// that is pointing to one of them (requireOwnFiles locks it FOR SHARE) never race.
// It also measures rows backfilled without a size, so quotas count them.
import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import {
  accounts,
  campaigns,
  companyTemplates,
  galleryTemplates,
  profiles,
  storedFiles,
  templateVersions,
  userSignatures,
} from "../../db/schema";
import type { StoredFileKind } from "../../db/schema";
import type { QueueDefinition } from "../../lib/queue";

export const CLEANUP_QUEUE = "stored-files-cleanup";
export const CLEANUP_GRACE_HOURS = 24;
/** Every day at 03:17 UTC. */
export const CLEANUP_CRON = "17 3 * * *";
export const CLEANUP_QUEUE_DEFINITION: QueueDefinition = {
  name: CLEANUP_QUEUE,
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 3600,
};

const COLLECTED: StoredFileKind[] = ["banner", "template-image", "gallery-image"];
const BATCH = 200;
const PATTERN = "/files/[a-z0-9-]+/[a-f0-9-]+\\.[a-z0-9]+";

type Deps = Pick<AppDeps, "db" | "storage" | "logger">;

/** Every /files/ path anything still points to (a relation of one column, `ref`). */
const matches = (column: unknown) => sql`select (regexp_matches(${column}, ${PATTERN}, 'g'))[1] as ref`;
const REFERENCES = sql`
  ${matches(sql`${companyTemplates.htmlContent} || ' ' || coalesce(${companyTemplates.design}::text, '')`)} from ${companyTemplates}
  union all ${matches(sql`${templateVersions.htmlContent} || ' ' || coalesce(${templateVersions.design}::text, '')`)} from ${templateVersions}
  union all ${matches(sql`${galleryTemplates.htmlContent} || ' ' || coalesce(${galleryTemplates.design}::text, '')`)} from ${galleryTemplates}
  union all ${matches(userSignatures.htmlContent)} from ${userSignatures} where ${userSignatures.htmlContent} like '%/files/%'
  union all ${matches(userSignatures.replyHtmlContent)} from ${userSignatures} where ${userSignatures.replyHtmlContent} like '%/files/%'
  union all ${matches(sql`coalesce(${campaigns.imageUrl}, '') || ' ' || coalesce(${campaigns.imageUrlB}, '')`)} from ${campaigns}
  union all ${matches(accounts.logoUrl)} from ${accounts} where ${accounts.logoUrl} is not null
  union all ${matches(profiles.photoUrl)} from ${profiles} where ${profiles.photoUrl} is not null`;

/** One batch in one transaction: lock old candidates after `after`, delete those nothing points to. */
async function cleanBatch(deps: Deps, after: string) {
  return deps.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(
        and(
          inArray(storedFiles.kind, COLLECTED),
          lt(storedFiles.createdAt, sql`now() - make_interval(hours => ${CLEANUP_GRACE_HOURS})`),
          gt(storedFiles.path, after),
        ),
      )
      .orderBy(asc(storedFiles.path))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (candidates.length === 0) return { last: null, deleted: [] as string[] };
    const paths = candidates.map((c) => c.path);
    // A statement of its own, after the lock: it sees every reference committed before it.
    const unused = await tx
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(and(inArray(storedFiles.path, paths), sql`${storedFiles.path} not in (select ref from (${REFERENCES}) refs)`));
    const deleted = unused.map((u) => u.path);
    // Bytes first: if removing fails, the rows stay and the next run tries again.
    for (const path of deleted) await deps.storage.remove(path);
    if (deleted.length) await tx.delete(storedFiles).where(inArray(storedFiles.path, deleted));
    return { last: paths[paths.length - 1], deleted };
  });
}

/** Sizes of rows backfilled without one (0 when the file is gone), so quotas count them. */
async function measureUnmeasured(deps: Deps): Promise<number> {
  let measured = 0;
  for (;;) {
    const rows = await deps.db.select({ path: storedFiles.path }).from(storedFiles).where(isNull(storedFiles.byteSize)).limit(BATCH);
    if (rows.length === 0) return measured;
    for (const { path } of rows) {
      const data = await deps.storage.read(path).catch(() => null);
      await deps.db
        .update(storedFiles)
        .set({ byteSize: data?.byteLength ?? 0 })
        .where(and(eq(storedFiles.path, path), isNull(storedFiles.byteSize)));
      measured += 1;
    }
  }
}

export async function cleanStoredFiles(deps: Deps): Promise<{ deleted: string[]; measured: number }> {
  const measured = await measureUnmeasured(deps);
  const deleted: string[] = [];
  for (let after = ""; ;) {
    const batch = await cleanBatch(deps, after);
    deleted.push(...batch.deleted);
    if (batch.last === null) break;
    after = batch.last;
  }
  if (deleted.length || measured) deps.logger.info({ deleted: deleted.length, measured }, "stored files cleaned up");
  return { deleted, measured };
}

/** Before the queue starts: the queue and its daily schedule. */
export async function defineFileQueues(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(CLEANUP_QUEUE_DEFINITION);
  await deps.queue.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}

/** Once the queue runs: this process cleans up when the schedule (or a start) queues a run. */
export async function startFileWorkers(deps: AppDeps) {
  await deps.queue.work(CLEANUP_QUEUE, { batchSize: 1, workers: 1 }, () => cleanStoredFiles(deps).then(() => undefined));
  // A run at start too: it measures what a migration backfilled, and catches a missed day.
  await deps.queue.sendMany(CLEANUP_QUEUE, [{}]);
}
