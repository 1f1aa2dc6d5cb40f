// Claims a fetch of push jobs in one statement: each row still waiting for the job's version
// (queued, or pushing under a lease older than PUSH_LEASE_SECONDS: its process died) becomes
// `pushing`, and comes back with what the push needs (the member's address and active
// signature). A job whose row is pushed already, superseded by a newer version or held by a
// live worker claims nothing: a version is pushed once per member whatever the queue redelivers.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { QueuedJob } from "../../../lib/queue";

export type PushJob = { accountId: string; userId: string; version: string };
export type ClaimedPush = PushJob & { jobId: string; attempts: number; email: string; html: string | null };

/** A claim older than this belonged to a process that died mid-push. */
export const PUSH_LEASE_SECONDS = 120;

export async function claimPushes(db: Database, jobs: QueuedJob<PushJob>[]): Promise<ClaimedPush[]> {
  if (jobs.length === 0) return [];
  const wanted = jobs.map((j) => ({ job_id: j.id, account_id: j.data.accountId, user_id: j.data.userId, version: j.data.version }));
  const result = await db.execute(sql`
    with j as (
      select distinct on (account_id, user_id, version) *
        from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as j(job_id text, account_id uuid, user_id text, version text)
    ), claimed as (
      update mailbox_pushes m
         set status = 'pushing', claimed_at = now(), attempts = m.attempts + 1, updated_at = now()
        from j
       where m.account_id = j.account_id and m.user_id = j.user_id and m.version = j.version
         and (m.status = 'queued' or (m.status = 'pushing' and m.claimed_at < now() - make_interval(secs => ${PUSH_LEASE_SECONDS})))
      returning j.job_id, m.account_id, m.user_id, m.version, m.attempts
    )
    select c.job_id as "jobId", c.account_id as "accountId", c.user_id as "userId", c.version, c.attempts,
           u.email, s.html_content as html
      from claimed c
      join users u on u.id = c.user_id
      left join user_signatures s on s.user_id = c.user_id and s.account_id = c.account_id and s.is_active`);
  return (result as unknown as { rows: ClaimedPush[] }).rows;
}
