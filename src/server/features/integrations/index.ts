// What other features may use of the integrations: whether Gmail is connected, which signature version a
// mailbox holds, how many mailboxes hold an older one, and queueing a member's signature for Gmail after a change to it.
export { signatureVersionSql } from "./gmail/signature-version";
export { countOutOfDateMailboxes } from "./gmail/out-of-date-mailboxes";
export { hasGoogleConnection } from "./providers/google/google-connection";
export { queueProfilePush } from "./gmail/refresh-signatures";
