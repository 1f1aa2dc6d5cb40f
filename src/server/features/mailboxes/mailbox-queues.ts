// The queue of changed signatures (signature-changes.ts): rendered and stored, then put into
// the connected mailboxes. "Short", so one refresh per key waits at a time. Notices: the "copy
// your signature" email of a push that failed for good (push-failure-notice.ts); SMTP failures back off.
import type { QueueDefinition } from "../../lib/queue";

export const REFRESH_QUEUE = "mailbox-refresh";
export const REFRESH_QUEUE_DEFINITION: QueueDefinition = {
  name: REFRESH_QUEUE,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  policy: "short",
};

export const NOTICE_QUEUE = "gmail-push-notice";
export const NOTICE_QUEUE_DEFINITION: QueueDefinition = {
  name: NOTICE_QUEUE,
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};
