// The job queue: pg-boss on the application's own database (decision 016). On PostgreSQL
// it opens its own small pool; on the embedded PGlite it runs through an `executeSql`
// adapter over the same PGlite instance (one connection, serialised by PGlite's lock).
// Every server process that starts the queue is also a worker; jobs are delivered at
// least once, so every handler must be idempotent.
import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";
import { pollClock } from "./poll-clock";
import { findDueQueues, watchDueQueues, type DueWatch } from "./due-queues";

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;
export type QueueDefinition = {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /**
   * "short": at most one job per singleton key waits to start (a job sent while another of
   * its key waits is dropped: the waiting one does the work). Default "standard".
   */
  policy?: "standard" | "short";
};
/**
 * `tx`: the jobs are written in this transaction (they commit or roll back with it; on PGlite
 * a send beside an open transaction would wait for it forever). `startAfterSeconds`: held back
 * this long. `singletonKey`: the key of each job for a "short" queue.
 */
export type SendOptions = { tx?: Database; startAfterSeconds?: number; singletonKey?: (item: object) => string };

export type JobQueue = {
  readonly isStarted: boolean;
  start(): Promise<void>;
  /** graceful: let running handlers finish; else drop them (their jobs are retried after expiry). */
  stop(options?: { graceful?: boolean }): Promise<void>;
  define(queue: QueueDefinition): Promise<void>;
  sendMany(name: string, items: object[], options?: SendOptions): Promise<void>;
  /** A job of a defined queue at every `cron` time (UTC); kept in the database, one per queue, whichever process runs it. */
  schedule(name: string, cron: string): Promise<void>;
  /** `concurrency`: jobs of one fetch run this many at a time (default 1: one after another). */
  work<T>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /**
   * The handler takes a whole fetch at once (to claim and record its jobs in a few statements)
   * and answers the ids of the jobs that failed: the others complete, those are retried.
   */
  workBatches<T>(name: string, options: BatchWorkOptions, handler: BatchHandler<T>): Promise<void>;
};
export type BatchWorkOptions = { batchSize: number; workers: number };
export type WorkOptions = BatchWorkOptions & { concurrency?: number };
export type QueuedJob<T> = { id: string; data: T; retryCount: number };
export type BatchHandler<T> = (jobs: QueuedJob<T>[]) => Promise<string[]>;

// Parameterless SQL may hold several statements (pg-boss's schema scripts): exec them inside a
// transaction, so a failed script can't leave PGlite's one connection in an aborted transaction.
const SCRIPT = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

export function pgliteExecutor(pg: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pg.query(text, values as unknown[]) as Promise<{ rows: unknown[] }>;
      const script = SCRIPT.exec(text);
      if (script) {
        await pg.transaction((tx) => tx.exec(script[1]));
        return { rows: [] };
      }
      const results = await pg.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** pg-boss's statements run through a drizzle transaction: its `$n` parameters become the query's own. */
export function transactionExecutor(tx: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

// How often the process asks which of its queues have a job that may start (due-queues.ts):
// the longest a job that no send here announced waits for its worker.
const DUE_CHECK_SECONDS = 0.5;
// The poll clock (poll-clock.ts) still wakes every worker in turn, once in this period, in case
// a check failed; pg-boss's own wait between a worker's empty fetches is longer still.
const CLOCK_SECONDS = 5;
const BACKSTOP_POLLING_SECONDS = 30;
export const QUEUE_SCHEMA = "pgboss";

// pg-boss's workers call complete() and fail() after a handler without awaiting them, on
// its internal manager (wrapping the PgBoss object's methods doesn't reach that call): a
// rejection there (the database went away, or closed during shutdown) would be unhandled
// and end the process (Node 20). Its manager reports it as a queue error instead; the job
// stays active and is retried after expiry. pg-boss is pinned (10.4.2): check on upgrade.
type Manager = { prototype: Record<"complete" | "fail", (...args: unknown[]) => Promise<unknown>> };
const manager = createRequire(import.meta.url)("pg-boss/src/manager.js") as Manager;
for (const method of ["complete", "fail"] as const) {
  const original = manager.prototype[method];
  if ((original as { caught?: true }).caught) continue;
  const caught = function (this: { emit(event: string, error: unknown): void }, ...args: unknown[]) {
    return original.apply(this, args).catch((error: unknown) => {
      this.emit("error", error instanceof Error ? error : new Error(String(error)));
      return { jobs: [], requested: 0, affected: 0 };
    });
  };
  // PgBoss puts its manager's methods on itself by their function names: keep the name.
  Object.defineProperty(caught, "name", { value: method });
  manager.prototype[method] = Object.assign(caught, { caught: true as const });
}

/** pg-boss on the application's database: over the PGlite instance, or with a small pool of its own. */
export function newBoss(handle: Pick<DatabaseHandle, "pglite" | "url">) {
  const connection = handle.pglite ? { db: pgliteExecutor(handle.pglite) } : { connectionString: handle.url, max: 4 };
  return new PgBoss({
    ...connection,
    schema: QUEUE_SCHEMA,
    // Expired jobs wait this long for their retry: short, so a crashed worker's batch is taken up soon.
    maintenanceIntervalSeconds: 30,
  });
}

export function createQueue(handle: Pick<DatabaseHandle, "pglite" | "url">, logger: Pick<Logger, "error" | "warn">): JobQueue {
  const boss = newBoss(handle);
  boss.on("error", (error) => logger.error({ err: error.message }, "job queue error"));
  let started = false;
  const definitions: QueueDefinition[] = [];
  const schedules = new Map<string, string>();
  /** This process's workers of each queue: a job sent here wakes them (see sendMany). */
  const workerIds = new Map<string, string[]>();
  const clock = pollClock(CLOCK_SECONDS * 1000, (id) => boss.notifyWorker(id));
  const wakeWorkers = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  let dueWatch: DueWatch | undefined;

  async function workBatches<T>(name: string, options: BatchWorkOptions, handler: BatchHandler<T>) {
    for (let w = 0; w < options.workers; w++) {
      // Set once work() answers; a first fetch may in theory come back before that.
      const worker = { id: "" };
      const work = { batchSize: options.batchSize, pollingIntervalSeconds: BACKSTOP_POLLING_SECONDS };
      worker.id = await boss.work<T>(name, work, async (fetched) => {
        // pg-boss waits out the polling interval after every fetch; while there is work,
        // fetch again at once instead (throughput was workers x batchSize / interval).
        if (worker.id) boss.notifyWorker(worker.id);
        const jobs = fetched.map((job) => ({ id: job.id, data: job.data, retryCount: (job as { retryCount?: number }).retryCount ?? 0 }));
        const failures = new Set(await handler(jobs));
        if (failures.size) {
          // Complete the others; the throw makes pg-boss fail what is still active (the failures).
          const done = jobs.filter((j) => !failures.has(j.id)).map((j) => j.id);
          if (done.length) await boss.complete(name, done);
          throw new Error(`${failures.size} job(s) failed`);
        }
      });
      workerIds.set(name, [...(workerIds.get(name) ?? []), worker.id]);
      clock.add(worker.id);
    }
  }

  return {
    get isStarted() {
      return started;
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      dueWatch = watchDueQueues(
        DUE_CHECK_SECONDS * 1000,
        () => findDueQueues(boss.getDb(), QUEUE_SCHEMA, [...workerIds.keys()]),
        wakeWorkers,
        (error) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, "job queue check failed"),
      );
      for (const d of definitions) await boss.createQueue(d.name, { ...d, policy: d.policy ?? "standard" });
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: "UTC" });
    },
    async stop(options = {}) {
      if (!started) return;
      started = false;
      clock.stop();
      dueWatch?.stop();
      const graceful = options.graceful ?? true;
      await boss.stop({ graceful, wait: true, close: true, timeout: graceful ? 30_000 : 1 });
    },
    async define(queue) {
      definitions.push(queue);
      if (started) await boss.createQueue(queue.name, { ...queue, policy: queue.policy ?? "standard" });
    },
    async schedule(name, cron) {
      schedules.set(name, cron);
      if (started) await boss.schedule(name, cron, {}, { tz: "UTC" });
    },
    async sendMany(name, items, options = {}) {
      if (!started) throw new Error("The job queue is not running.");
      if (items.length === 0) return;
      const definition = definitions.find((d) => d.name === name);
      const db = options.tx ? transactionExecutor(options.tx) : undefined;
      // pg-boss casts startAfter as an interval: "5 seconds".
      const startAfter = options.startAfterSeconds ? `${options.startAfterSeconds} seconds` : undefined;
      for (let i = 0; i < items.length; i += 1000) {
        const jobs: PgBoss.JobInsert[] = items.slice(i, i + 1000).map((data) => ({
          name,
          data,
          retryLimit: definition?.retryLimit,
          retryDelay: definition?.retryDelay,
          retryBackoff: definition?.retryBackoff,
          expireInSeconds: definition?.expireInSeconds,
          ...(startAfter ? { startAfter } : {}),
          ...(options.singletonKey ? { singletonKey: options.singletonKey(data) } : {}),
        }));
        if (db) await boss.insert(jobs, { db });
        else await boss.insert(jobs);
      }
      // Jobs that may start now wake this process's workers of the queue, instead of waiting out
      // their polling interval (half a second a hop: a deployment's batches, then its pushes, then a
      // notice). Jobs written in a transaction are not visible before it commits: the next due check finds them.
      if (!db && !startAfter) wakeWorkers(name);
    },
    workBatches,
    async work<T>(name: string, options: WorkOptions, handler: JobHandler<T>) {
      await workBatches<T>(name, options, async (jobs) => {
        // A failing job fails alone: the others of the fetch complete.
        const failures: string[] = [];
        await inLanes(jobs, options.concurrency ?? 1, async (job) => {
          try {
            await handler(job.data, { id: job.id, retryCount: job.retryCount });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            logger.warn({ job: job.id, queue: name, err: message }, "job failed; it will be retried");
            failures.push(job.id);
          }
          // PGlite runs on the main thread: let requests in between jobs.
          await new Promise((resolve) => setImmediate(resolve));
        });
        return failures;
      });
    },
  };
}

/** Runs `run` for every item, `lanes` at a time. */
export async function inLanes<T>(items: T[], lanes: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

/** A queue that is never started (tests that don't run jobs): sending says so. */
export function idleQueue(): JobQueue {
  return {
    isStarted: false,
    start: async () => {
      throw new Error("This process runs no job queue.");
    },
    stop: async () => undefined,
    define: async () => undefined,
    sendMany: async () => {
      throw new Error("The job queue is not running.");
    },
    schedule: async () => undefined,
    work: async () => undefined,
    workBatches: async () => undefined,
  };
}
