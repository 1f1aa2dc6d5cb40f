// The outcomes of pushes, written as they come but a group at a time: while one statement
// is under way the next outcomes wait and go together in the following one (with the
// "signature.pushed" and "signature.failed" webhook events they call for, in the same
// transaction, and the "copy your signature" email of a push that failed for good). A push's
// job completes only once its outcome is written. Pushes that failed for good alert the
// company's admins, once per reason (features/mailboxes).
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { JobQueue } from "../../../lib/queue";
import { forgetReads } from "../../../lib/read-cache";
import { dispatchWebhookDeliveries, recordWebhookEvents } from "../../webhooks/record-webhook-event";
import type { ClaimedPush } from "./claim-pushes";
import type { AppDeps } from "../../../context";
import { alertFailingPushes, queuePushFailureNotices } from "../../mailboxes";

export type PushOutcome = {
  status: "pushed" | "failed" | "queued";
  error: string | null;
  changedByProvider?: boolean;
  aliases?: number;
  /** Failed for good, and the member should get the "copy your signature" email instead. */
  notify?: boolean;
};
type Pending = { push: ClaimedPush; outcome: PushOutcome; done: () => void; failed: (error: unknown) => void };

export type PushRecorder = { record(push: ClaimedPush, outcome: PushOutcome): Promise<void> };

export function createPushRecorder(deps: { db: Database; queue: JobQueue } & Pick<AppDeps, "mailer" | "config" | "logger">): PushRecorder {
  let waiting: Pending[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        const events = await writeOutcomes(deps, group);
        group.forEach((p) => p.done());
        if (events) await dispatchWebhookDeliveries(deps);
        await alertAdmins(deps, group);
      } catch (error) {
        group.forEach((p) => p.failed(error));
      }
      // /users shows each member's push: the read cache forgets after every write.
      forgetReads(deps.db);
    }
    writing = false;
  }

  return {
    record(push, outcome) {
      return new Promise<void>((done, failed) => {
        waiting.push({ push, outcome, done, failed });
        // The pushes that end in this turn go in one statement.
        if (!writing) setImmediate(() => void (writing ? undefined : flush()));
      });
    },
  };
}

async function alertAdmins(deps: { db: Database } & Pick<AppDeps, "mailer" | "config" | "logger">, group: Pending[]) {
  const failed = group.filter((p) => p.outcome.status === "failed" && p.outcome.notify);
  for (const accountId of new Set(failed.map((p) => p.push.accountId))) {
    const errors = failed.filter((p) => p.push.accountId === accountId).map((p) => p.outcome.error ?? "The push failed.");
    // An alert that could not be sent is tried again by the next failure of the same cause.
    await alertFailingPushes(deps, accountId, "Gmail", errors).catch((error: unknown) =>
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "alerting the admins of failed pushes failed"),
    );
  }
}

async function writeOutcomes({ db, queue }: { db: Database; queue: JobQueue }, group: Pending[]): Promise<number> {
  const rows = group.map(({ push, outcome }) => ({
    account_id: push.accountId,
    user_id: push.userId,
    version: push.version,
    status: outcome.status,
    error: outcome.error,
    changed: outcome.changedByProvider ?? false,
    aliases: outcome.aliases ?? 0,
  }));
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update mailbox_pushes m
         set status = o.status::mailbox_push_status, error = o.error, updated_at = now(),
             pushed_at = case when o.status = 'pushed' then now() else m.pushed_at end,
             changed_by_provider = case when o.status = 'pushed' then o.changed else m.changed_by_provider end,
             aliases = case when o.status = 'pushed' then o.aliases else m.aliases end
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as o(account_id uuid, user_id text, version text, status text, error text, changed boolean, aliases int)
       where m.account_id = o.account_id and m.user_id = o.user_id and m.version = o.version`);
    // A push waiting for a retry says nothing yet.
    let events = 0;
    const accounts = new Set(group.map((p) => p.push.accountId));
    for (const accountId of accounts) {
      const ofAccount = group.filter((p) => p.push.accountId === accountId);
      const data = (p: Pending) => ({
        member: { id: p.push.userId, email: p.push.email },
        provider: "google" as const,
        version: p.push.version,
      });
      const pushed = ofAccount.filter((p) => p.outcome.status === "pushed").map(data);
      const failed = ofAccount
        .filter((p) => p.outcome.status === "failed")
        .map((p) => ({ ...data(p), error: p.outcome.error ?? "The push failed." }));
      if (pushed.length) events += await recordWebhookEvents(tx, accountId, "signature.pushed", pushed);
      if (failed.length) events += await recordWebhookEvents(tx, accountId, "signature.failed", failed);
    }
    const notices = group.filter((p) => p.outcome.status === "failed" && p.outcome.notify);
    if (notices.length)
      await queuePushFailureNotices(
        queue,
        notices.map(({ push }) => ({ accountId: push.accountId, userId: push.userId, version: push.version })),
        { tx },
      );
    return events;
  });
}
