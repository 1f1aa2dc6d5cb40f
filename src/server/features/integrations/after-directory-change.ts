// What follows a sync that changed members: their signatures follow into Gmail (queued in the
// transaction that applied the sync, `pushSyncChanges`), and once it committed the read cache
// forgets the team and the session cache the changed users, so /users and /profile show the
// directory's values at once, and the webhook events it recorded are sent.
import type { AppDeps } from "../../context";
import { forgetReads } from "../../lib/read-cache";
import { forgetUser } from "../../auth/session-cache";
import type { AfterApply } from "./directory/sync-run-types";
import { queueSyncPushes } from "./gmail/refresh-signatures";
import { dispatchWebhookDeliveries } from "../webhooks/record-webhook-event";

export const pushSyncChanges =
  (deps: Pick<AppDeps, "queue">): AfterApply =>
  (tx, accountId, applied) =>
    queueSyncPushes({ db: tx, queue: deps.queue }, tx, accountId, { created: applied.createdUserIds, updated: applied.updatedUserIds });

export async function afterDirectoryChange(deps: Pick<AppDeps, "db" | "queue">, _accountId: string, changedUserIds: string[]) {
  forgetReads(deps.db);
  for (const userId of changedUserIds) forgetUser(deps.db, userId);
  // The webhook events the sync recorded (a request dispatches its own; a scheduled sync, a job, has none).
  if (changedUserIds.length) await dispatchWebhookDeliveries(deps);
}
