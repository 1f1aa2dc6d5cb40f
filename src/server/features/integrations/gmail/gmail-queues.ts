// The queues of signatures in Gmail and their retry rules. Pushes: one job per member and
// signature version; Google's 429 and 5xx come back through the queue's backoff, a push
// whose process died after its expiry and its row's lease. Notices: the "copy your
// signature" email of a push that failed for good (push-failure-notice.ts); SMTP failures back off.
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

export const NOTICE_QUEUE = "gmail-push-notice";
export const NOTICE_QUEUE_DEFINITION: QueueDefinition = {
  name: NOTICE_QUEUE,
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};
