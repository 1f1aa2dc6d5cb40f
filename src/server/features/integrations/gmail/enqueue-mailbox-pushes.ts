// Queues the pushes a change calls for: for each member with an active signature and a
// mailbox in the connected domain (not deactivated by the directory), the signature's
// version is recorded on their push row and one job queued, unless that version was
// already pushed or is already queued. A failed push of the same version is queued again.
// `force` (an admin's "Push now") queues a version Gmail already got again: someone may
// have changed the signature in Gmail since. Given a transaction (`tx`), the push rows and their jobs are written in it: they commit
// with the change that called for them, or not at all.
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import type { Database } from "../../../db/client";
import { integrations } from "../../../db/schema";
import { signatureVersion } from "../../mailboxes";
import { PUSH_QUEUE } from "./gmail-queues";
import type { PushJob } from "./claim-pushes";

const CHUNK = 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `userIds` null: every member of the account. Returns the members whose push was queued. */
export async function enqueueMailboxPushes(
  deps: Pick<AppDeps, "db" | "queue">,
  accountId: string,
  userIds: string[] | null,
  options: { tx?: Database; force?: boolean } = {},
): Promise<string[]> {
  const db = options.tx ?? deps.db;
  const [connection] = await db
    .select({ domain: sql<string>`${integrations.settings} ->> 'domain'` })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "google")));
  if (!connection) return [];
  const ids =
    userIds ??
    rowsOf<{ id: string }>(await db.execute(sql`select user_id as id from account_users where account_id = ${accountId}`)).map((r) => r.id);
  const queued: string[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const signatures = rowsOf<{ userId: string; html: string }>(
      await db.execute(sql`
        select s.user_id as "userId", s.html_content as html
        from user_signatures s
        join users u on u.id = s.user_id
        where s.account_id = ${accountId} and s.is_active
          and s.user_id in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))
          and lower(u.email) like ${`%@${connection.domain.toLowerCase()}`}
          and not exists (select 1 from directory_members dm where dm.account_id = s.account_id and dm.user_id = s.user_id and dm.deactivated_at is not null)`),
    );
    if (signatures.length === 0) continue;
    const versions = signatures.map((s) => ({ user_id: s.userId, version: signatureVersion(s.html) }));
    const jobs = rowsOf<PushJob>(
      await db.execute(sql`
        insert into mailbox_pushes (account_id, user_id, provider, version, status)
        select ${accountId}::uuid, v.user_id, 'google', v.version, 'queued'
        from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb) as v(user_id text, version text)
        on conflict (account_id, user_id) do update
          set version = excluded.version, status = 'queued', attempts = 0, error = null, changed_by_provider = false, claimed_at = null, updated_at = now()
          where mailbox_pushes.version <> excluded.version or mailbox_pushes.status = 'failed'
            or (${options.force ?? false}::boolean and mailbox_pushes.status = 'pushed')
        returning account_id as "accountId", user_id as "userId", version`),
    );
    await deps.queue.sendMany(PUSH_QUEUE, jobs, { tx: options.tx });
    queued.push(...jobs.map((job) => job.userId));
  }
  return queued;
}
