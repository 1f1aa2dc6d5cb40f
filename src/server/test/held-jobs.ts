// Jobs sent with a delay (a debounce, a retry schedule): a test checks the delay the product
// asked for, then starts them now instead of waiting it out (time moved, not waited).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The delays (seconds) of the jobs of `queue` whose data holds `data` that were sent to start
 * later, oldest first. Those still waiting start now: their times move back as if the delay had
 * passed (what they were sent with stays as it was), so a busy machine that let one start by
 * itself answers the same.
 */
export async function startHeldJobs(db: Database, queue: string, data: Record<string, string>): Promise<number[]> {
  const holds = sql`name = ${queue} and data @> ${JSON.stringify(data)}::jsonb`;
  // The select reads the jobs as they were before the update (one snapshot): each one's delay.
  const result = await db.execute(sql`
    with started as (
      update pgboss.job set created_on = created_on - (start_after - now()), start_after = now()
      where ${holds} and state = 'created' and start_after > now()
    )
    select extract(epoch from start_after - created_on)::float8 as seconds from pgboss.job
    where ${holds} and start_after > created_on
    order by created_on`);
  return (result as unknown as { rows: { seconds: number }[] }).rows.map((row) => Number(row.seconds));
}
