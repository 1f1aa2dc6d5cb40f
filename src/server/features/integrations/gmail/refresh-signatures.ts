// A member's signature follows their profile into Gmail. After a profile change (their own
// on /profile, an admin's on /users, or a directory sync) the member's signature is rendered
// again as a deployment renders it, stored when it changed, and pushed (enqueue-mailbox-pushes.ts
// pushes a version once). Only while Google Workspace is connected, and only for a member who
// has an active signature: a member nobody deployed to, or who never opened their signature
// page, has nothing in Gmail to keep up to date. One exception: once the company has put
// signatures in Gmail, a person a sync adds gets theirs at once (a new hire's first signature).
//
// A profile change queues a refresh held back a few seconds on a "short" queue keyed by the
// member: edits in those seconds find the job waiting and add none, and the job renders the
// profile as it is when it runs, so several quick edits make one push.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import type { Database } from "../../../db/client";
import { REFRESH_QUEUE } from "./gmail-queues";
import { renderDeploymentBatch } from "../../deployments/render-for-deployment";
import { enqueueMailboxPushes } from "./enqueue-mailbox-pushes";

/** How long a profile change waits for the next edits before its signature is pushed. */
export const PROFILE_PUSH_DELAY_SECONDS = 5;
const CHUNK = 500;

/** `create`: members without a signature get one (people a sync added). */
export type RefreshJob = { accountId: string; userIds: string[]; create?: boolean };
type Deps = Pick<AppDeps, "db" | "queue">;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function isGoogleConnected(db: Database, accountId: string) {
  const rows = rowsOf(await db.execute(sql`select 1 from integrations where account_id = ${accountId} and provider = 'google'`));
  return rows.length > 0;
}

/** Of `userIds`: the account's members whose mailbox may get a signature (not deactivated by the directory), with or without one. */
async function refreshable(db: Database, accountId: string, userIds: string[], create: boolean) {
  if (userIds.length === 0) return [];
  const rows = rowsOf<{ userId: string }>(
    await db.execute(sql`
      select au.user_id as "userId" from account_users au
      where au.account_id = ${accountId}
        and au.user_id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
        and not exists (select 1 from directory_members dm where dm.account_id = au.account_id and dm.user_id = au.user_id and dm.deactivated_at is not null)
        and (${create} or exists (select 1 from user_signatures s where s.user_id = au.user_id and s.account_id = au.account_id and s.is_active))`),
  );
  return rows.map((r) => r.userId);
}

/**
 * A member's profile changed: their signature is pushed a few seconds later (one job however
 * many edits). Given `tx`, the job is written in that transaction, with the change.
 */
export async function queueProfilePush(deps: Deps, accountId: string, userId: string, options: { tx?: Database } = {}) {
  const db = options.tx ?? deps.db;
  if (!(await isGoogleConnected(db, accountId))) return;
  if ((await refreshable(db, accountId, [userId], false)).length === 0) return;
  await deps.queue.sendMany(REFRESH_QUEUE, [{ accountId, userIds: [userId] } satisfies RefreshJob], {
    tx: options.tx,
    startAfterSeconds: PROFILE_PUSH_DELAY_SECONDS,
    singletonKey: () => `member:${accountId}:${userId}`,
  });
}

/** A sync created or changed these members: their signatures are pushed (in `tx`, with the sync's changes). */
export async function queueSyncPushes(deps: Deps, tx: Database, accountId: string, changed: { created: string[]; updated: string[] }) {
  if (changed.created.length + changed.updated.length === 0 || !(await isGoogleConnected(tx, accountId))) return;
  const [{ pushed }] = rowsOf<{ pushed: boolean }>(
    await tx.execute(sql`select exists (select 1 from mailbox_pushes where account_id = ${accountId}) as pushed`),
  );
  const jobs: RefreshJob[] = [];
  const add = (ids: string[], create: boolean) => {
    for (let i = 0; i < ids.length; i += CHUNK) jobs.push({ accountId, userIds: ids.slice(i, i + CHUNK), create });
  };
  add(await refreshable(tx, accountId, changed.updated, false), false);
  if (pushed) add(changed.created, true);
  // Each chunk its own key: the "short" queue keeps one waiting job per key.
  if (jobs.length) await deps.queue.sendMany(REFRESH_QUEUE, jobs, { tx, singletonKey: () => `sync:${randomUUID()}` });
}

/** Renders the members' signatures, stores those that changed and queues their pushes, in one transaction. */
export async function refreshSignatures(deps: AppDeps, job: RefreshJob) {
  const { db } = deps;
  if (!(await isGoogleConnected(db, job.accountId))) return;
  const userIds = await refreshable(db, job.accountId, job.userIds, job.create ?? false);
  if (userIds.length === 0) return;
  const renders = await renderDeploymentBatch(
    deps,
    job.accountId,
    userIds.map((userId) => ({ userId, member: true })),
    { forGmail: true },
  );
  const rendered = renders.flatMap((r) => ("html" in r ? [{ user_id: r.userId, html: r.html, template_id: r.templateId }] : []));
  if (rendered.length === 0) return;
  await db.transaction(async (tx) => {
    // The same write as a deployment's: an identical signature is left alone.
    await tx.execute(sql`
      insert into user_signatures (user_id, account_id, template_id, html_content, is_active, deployed_at)
      select v.user_id, ${job.accountId}::uuid, v.template_id, v.html, true, now()
        from jsonb_to_recordset(${JSON.stringify(rendered)}::jsonb) as v(user_id text, html text, template_id uuid)
      on conflict (user_id, account_id) where is_active do update
        set html_content = excluded.html_content, template_id = excluded.template_id, deployed_at = now(), updated_at = now()
        where user_signatures.html_content is distinct from excluded.html_content`);
    await enqueueMailboxPushes(
      deps,
      job.accountId,
      rendered.map((r) => r.user_id),
      { tx },
    );
  });
}
