// Once a period, one statement asks which of this process's queues have a job that may start
// now, and only those queues' workers are woken to fetch it. Each worker fetching on its own
// turn was a dozen statements a period whatever the work (about 28 a second per process, and on
// PGlite each on the server's main thread); this is one, and a fetch only where there is a job.
// It finds what no send in this process announces: jobs written in a transaction, jobs held
// back until later (retries, `startAfterSeconds`), the schedules' jobs, other processes' jobs.
import type PgBoss from "pg-boss";

/**
 * The names, of those given, whose queue holds a job waiting to start that may start now
 * (pg-boss's own test in its fetch). One probe of the queue's own partition and index per name
 * (LIMIT 1 in a lateral join): as an EXISTS the planner read and hashed every waiting job of
 * every queue, which would be every one of a large deployment's queued emails, twice a second.
 */
export function dueQueuesStatement(schema: string) {
  return `select q.name from unnest($1::text[]) as q(name)
    cross join lateral (select 1 from ${schema}.job j
      where j.name = q.name and j.state < 'active' and j.start_after < now() limit 1) as waiting`;
}

export async function findDueQueues(db: PgBoss.Db, schema: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const result = await db.executeSql(dueQueuesStatement(schema), [names]);
  return (result.rows as { name: string }[]).map((r) => r.name);
}

export type DueWatch = { stop(): void };

/**
 * Calls `find` a period after the last call answered (never two at once), then `wake` for each
 * name it gave. A failed call goes to `onError` and the watch goes on.
 */
export function watchDueQueues(
  periodMs: number,
  find: () => Promise<string[]>,
  wake: (name: string) => void,
  onError: (error: unknown) => void,
): DueWatch {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const due = await find();
      if (!stopped) for (const name of due) wake(name);
    } catch (error) {
      if (!stopped) onError(error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), periodMs).unref();
  };
  timer = setTimeout(() => void tick(), periodMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
