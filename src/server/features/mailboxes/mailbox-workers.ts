// The refreshes that announced changes call for (signature-changes.ts), on their own queue, and
// the "copy your signature" emails of pushes that failed for good.
import type { AppDeps } from "../../context";
import { emptiesReads } from "../../lib/read-cache";
import { NOTICE_QUEUE, NOTICE_QUEUE_DEFINITION, REFRESH_QUEUE, REFRESH_QUEUE_DEFINITION } from "./mailbox-queues";
import { sendPushFailureNotice, type PushNoticeJob } from "./push-failure-notice";
import { refreshSignatures, type RenderSignatures } from "./refresh-signatures";
import type { RefreshJob } from "./signature-changes";

export async function defineMailboxQueues(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(REFRESH_QUEUE_DEFINITION);
  await deps.queue.define(NOTICE_QUEUE_DEFINITION);
}

export async function startMailboxWorkers(deps: AppDeps, render: RenderSignatures) {
  await deps.queue.work<RefreshJob>(
    REFRESH_QUEUE,
    { batchSize: 4, workers: 1 },
    emptiesReads(deps.db, (job) => refreshSignatures(deps, render, job)),
  );
  await deps.queue.work<PushNoticeJob>(NOTICE_QUEUE, { batchSize: 20, workers: 1 }, (job) => sendPushFailureNotice(deps, job));
}
