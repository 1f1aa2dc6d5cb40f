// The queue of changed signatures (signature-changes.ts): rendered and stored, then put into
// the connected mailboxes. "Short", so one refresh per key waits at a time.
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
