// The queues of signatures in Gmail and their retry rules. Pushes: one job per member and
// signature version; Google's 429 and 5xx come back through the queue's backoff, a push
// whose process died after its expiry and its row's lease.
import type { QueueDefinition } from "../../../lib/queue";
import { PUSH_ATTEMPTS } from "./push-signatures";

export const PUSH_QUEUE = "gmail-push";
export const PUSH_QUEUE_DEFINITION: QueueDefinition = {
  name: PUSH_QUEUE,
  retryLimit: PUSH_ATTEMPTS,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 180,
};
