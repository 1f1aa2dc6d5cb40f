// What follows a sync that changed members: "signature changed for these members" is announced
// in the transaction that applied the sync (`pushSyncChanges`, `announceDirectoryChanges`), so
// their signatures follow into the connected mailboxes; and once it committed the read cache
// forgets the team and the session cache the changed users, so /users and /profile show the
// directory's values at once, and the webhook events it recorded are sent. A sync that added or
// changed many members refreshes the planner's statistics of the tables a signature is read
// from: until autovacuum gets to them, a first deployment of a large new company was planned for
// the few members the statistics knew of and read every profile for each batch of 500.
import type { AppDeps } from "../../context";
import { forgetReads } from "../../lib/read-cache";
import { forgetUser } from "../../auth/session-cache";
import { sql } from "drizzle-orm";
import type { AfterApply } from "./sync-run-types";
import type { Database } from "../../db/client";
import { announceSignatureChange, hasPushedBefore } from "../mailboxes";
import { dispatchWebhookDeliveries } from "../webhooks/record-webhook-event";

type AnnounceDeps = Pick<AppDeps, "queue" | "mailboxChannels">;

/**
 * Members the directory created or changed (in `tx`, with the change): the changed ones' signatures
 * follow; a person it added gets a first signature once the company has put signatures in mailboxes.
 */
export async function announceDirectoryChanges(
  deps: AnnounceDeps,
  tx: Database,
  accountId: string,
  changed: { created: string[]; updated: string[] },
) {
  const options = { tx, isImmediate: true };
  await announceSignatureChange({ ...deps, db: tx }, accountId, { userIds: changed.updated }, options);
  if (changed.created.length && (await hasPushedBefore(tx, accountId)))
    await announceSignatureChange({ ...deps, db: tx }, accountId, { userIds: changed.created }, { ...options, create: true });
}

export const pushSyncChanges =
  (deps: AnnounceDeps): AfterApply =>
  (tx, accountId, applied) =>
    announceDirectoryChanges(deps, tx, accountId, { created: applied.createdUserIds, updated: applied.updatedUserIds });

/** From this many members added or changed in one sync, the statistics are refreshed at once. */
const ANALYZE_AFTER_MEMBERS = 1_000;

export async function afterDirectoryChange(deps: Pick<AppDeps, "db" | "queue">, _accountId: string, changedUserIds: string[]) {
  forgetReads(deps.db);
  for (const userId of changedUserIds) forgetUser(deps.db, userId);
  if (changedUserIds.length >= ANALYZE_AFTER_MEMBERS) await deps.db.execute(sql`analyze users, profiles, account_users`);
  // The webhook events the sync recorded (a request dispatches its own; a scheduled sync, a job, has none).
  if (changedUserIds.length) await dispatchWebhookDeliveries(deps);
}
