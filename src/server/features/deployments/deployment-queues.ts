// The two queues of a deployment and their retry rules. Batch jobs re-render up to
// DEPLOYMENT_BATCH_SIZE members; email jobs send one "your signature changed" email.
import type { QueueDefinition } from "../../lib/queue";

export const BATCH_QUEUE = "deployment-batch";
export const EMAIL_QUEUE = "deployment-email";

export type BatchJob = { deploymentId: string; batch: number };
export type EmailJob = { deploymentId: string; userId: string };

export const QUEUES: QueueDefinition[] = [
  // A batch that throws (the database went away) is retried soon; one that was running in a
  // killed process expires after expireInSeconds and is retried then.
  { name: BATCH_QUEUE, retryLimit: 10, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 },
  // SMTP failures back off: 30 s, 1 min, 2 min, ... over about an hour.
  { name: EMAIL_QUEUE, retryLimit: 7, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
];
