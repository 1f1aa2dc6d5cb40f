// The job queue on the real database (PGlite, and PostgreSQL when configured): a batch whose
// handler fails some jobs completes the others, and retries only the failures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { sql } from "drizzle-orm";
import { openTestDatabase, testDatabaseKinds } from "../test/test-database";
import type { DatabaseHandle } from "../db/client";
import { createQueue, QUEUE_SCHEMA, type JobQueue } from "./queue";

const QUEUE = "partly-failing";

for (const kind of testDatabaseKinds()) {
  describe(`job queue batches [${kind}]`, () => {
    let handle: DatabaseHandle;
    let queue: JobQueue;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      queue = createQueue(handle, pino({ level: "silent" }));
      // A long retry delay: the failed job waits as "retry" while the test reads the states.
      await queue.define({ name: QUEUE, retryLimit: 2, retryDelay: 3600, retryBackoff: false, expireInSeconds: 60 });
      await queue.start();
    });
    afterAll(async () => {
      await queue.stop({ graceful: false });
      await handle.close();
    });

    const states = async () => {
      const result = await handle.db.execute(
        sql`select data->>'n' as n, state::text as state, retry_count as retries from ${sql.raw(QUEUE_SCHEMA)}.job where name = ${QUEUE} order by data->>'n'`,
      );
      return (result as unknown as { rows: { n: string; state: string; retries: number }[] }).rows;
    };

    it("completes the jobs a batch did and retries only the one that failed", async () => {
      const seen: string[] = [];
      await queue.sendMany(QUEUE, [{ n: "1" }, { n: "2" }, { n: "3" }]);
      await queue.workBatches<{ n: string }>(QUEUE, { batchSize: 3, workers: 1 }, async (jobs) => {
        seen.push(...jobs.map((j) => j.data.n));
        return jobs.filter((j) => j.data.n === "2").map((j) => j.id);
      });
      // pg-boss records the outcome after the handler answers: wait until no job is active.
      for (;;) {
        const rows = await states();
        if (rows.length === 3 && rows.every((r) => r.state !== "active" && r.state !== "created")) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen.sort()).toEqual(["1", "2", "3"]);
      expect(await states()).toEqual([
        { n: "1", state: "completed", retries: 0 },
        { n: "2", state: "retry", retries: 0 },
        { n: "3", state: "completed", retries: 0 },
      ]);
    });
  });
}
