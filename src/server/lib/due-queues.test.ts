// Which queues have a job that may start now: asked of the real database (PGlite, and PostgreSQL
// when configured), and the watch that asks it once a period.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import pino from "pino";
import type PgBoss from "pg-boss";
import { sql } from "drizzle-orm";
import { openTestDatabase, testDatabaseKinds } from "../test/test-database";
import type { DatabaseHandle } from "../db/client";
import { findDueQueues, watchDueQueues } from "./due-queues";
import { createQueue, newBoss, QUEUE_SCHEMA, type JobQueue } from "./queue";

const QUEUES = ["due-now", "due-later", "due-taken", "due-empty", "due-retry"];

for (const kind of testDatabaseKinds()) {
  describe(`due queues [${kind}]`, () => {
    let handle: DatabaseHandle;
    let boss: PgBoss;
    // pg-boss reports its background statements' failures as "error" events, and an emitter
    // with no listener throws them. Its cron check and its own worker may still be mid-statement
    // when a stop closes the pool or the database goes back to the test pool: those come after
    // the test and are not its concern. Any before the stop fail the test.
    const errors: string[] = [];
    let stopping = false;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      boss = newBoss(handle);
      boss.on("error", (error) => {
        if (!stopping) errors.push(error.message);
      });
      await boss.start();
      for (const name of QUEUES) await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 0 });
    });
    afterAll(async () => {
      stopping = true;
      await boss.stop({ graceful: false, wait: true, close: true, timeout: 1 });
      await handle.close();
    });

    it("names exactly the queues holding a job that may start now", async () => {
      await boss.send("due-now", { n: 1 });
      await boss.send("due-later", { n: 2 }, { startAfter: 3600 });
      await boss.send("due-taken", { n: 3 });
      const [taken] = await boss.fetch("due-taken");
      expect(taken).toBeDefined();
      await boss.send("due-retry", { n: 4 });
      const [failing] = await boss.fetch("due-retry");
      // A failed job with retries left waits as "retry", to start again at once (no delay).
      await boss.fail("due-retry", failing.id, new Error("first try failed"));

      const due = await findDueQueues(boss.getDb(), QUEUE_SCHEMA, QUEUES);
      expect(due.sort()).toEqual(["due-now", "due-retry"]);
      // Only the names asked about.
      expect(await findDueQueues(boss.getDb(), QUEUE_SCHEMA, ["due-later", "due-empty"])).toEqual([]);
      expect(await findDueQueues(boss.getDb(), QUEUE_SCHEMA, [])).toEqual([]);

      // Once fetched, nothing waits there any more.
      await boss.fetch("due-now");
      await boss.fetch("due-retry");
      expect(await findDueQueues(boss.getDb(), QUEUE_SCHEMA, QUEUES)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  describe(`the job queue, woken by the due check [${kind}]`, () => {
    let handle: DatabaseHandle;
    let queue: JobQueue;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      queue = createQueue(handle, pino({ level: "silent" }));
      await queue.define({ name: "due-in-transaction", retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 });
      await queue.start();
    });
    afterAll(async () => {
      await queue.stop({ graceful: false });
      await handle.close();
    });

    it("runs a job written in a transaction (no send wakes a worker for it) once the transaction commits", async () => {
      const handled: string[] = [];
      let resolveHandled: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (resolveHandled = resolve));
      await queue.work<{ note: string }>("due-in-transaction", { batchSize: 1, workers: 1 }, async (data) => {
        handled.push(data.note);
        resolveHandled();
      });
      await handle.db.transaction(async (tx) => {
        await queue.sendMany("due-in-transaction", [{ note: "written with its row" }], { tx });
        await tx.execute(sql`select 1`);
      });
      await done;
      expect(handled).toEqual(["written with its row"]);
    });
  });
}

describe("watchDueQueues", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks once a period, a period after the last answer, and wakes each queue it names", async () => {
    const asked: number[] = [];
    const woken: string[] = [];
    const answers = [["a"], [], ["a", "b"]];
    const start = Date.now();
    const watch = watchDueQueues(
      500,
      async () => {
        asked.push(Date.now() - start);
        return answers.shift() ?? [];
      },
      (name) => woken.push(name),
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(1600);
    watch.stop();
    expect(asked).toEqual([500, 1000, 1500]);
    expect(woken).toEqual(["a", "a", "b"]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toHaveLength(3);
  });

  it("reports a failed check and goes on asking", async () => {
    const errors: string[] = [];
    let calls = 0;
    const woken: string[] = [];
    const watch = watchDueQueues(
      100,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("the database went away");
        return ["q"];
      },
      (name) => woken.push(name),
      (error) => errors.push((error as Error).message),
    );
    await vi.advanceTimersByTimeAsync(250);
    watch.stop();
    expect(errors).toEqual(["the database went away"]);
    expect(woken).toEqual(["q"]);
    expect(calls).toBe(2);
  });
});
