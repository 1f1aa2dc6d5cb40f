// What other features may use of the integrations: whether Gmail is connected, which signature version a
// mailbox holds, and how many mailboxes hold an older one.
export { signatureVersionSql } from "./gmail/signature-version";
export { countOutOfDateMailboxes } from "./gmail/out-of-date-mailboxes";
export { hasGoogleConnection } from "./providers/google/google-connection";
