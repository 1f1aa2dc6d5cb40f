// The refreshes that announced changes call for (signature-changes.ts), on their own queue.
import type { AppDeps } from "../../context";
import { emptiesReads } from "../../lib/read-cache";
import { REFRESH_QUEUE, REFRESH_QUEUE_DEFINITION } from "./mailbox-queues";
import { refreshSignatures, type RenderSignatures } from "./refresh-signatures";
import type { RefreshJob } from "./signature-changes";

export async function defineMailboxQueues(deps: Pick<AppDeps, "queue">) {
  await deps.queue.define(REFRESH_QUEUE_DEFINITION);
}

export async function startMailboxWorkers(deps: AppDeps, render: RenderSignatures) {
  await deps.queue.work<RefreshJob>(
    REFRESH_QUEUE,
    { batchSize: 4, workers: 1 },
    emptiesReads(deps.db, (job) => refreshSignatures(deps, render, job)),
  );
}
