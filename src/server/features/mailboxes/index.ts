// Signatures in the members' mailboxes, whichever channel holds them: the announcement that
// signatures changed (every source of change calls it), the channels that subscribe to it
// (Gmail now), deployments' pushes, and the admin's switch and "push now".
export { announceSignatureChange, type AnnounceDeps, type ChangedMembers } from "./signature-changes";
export { pushToMailboxes, connectedChannels, type MailboxChannel, type ChannelDeps } from "./mailbox-channel";
export { hasPushedBefore, refreshSignatures, type RenderSignatures } from "./refresh-signatures";
export { storeActiveSignatures } from "./store-signatures";
export { signatureVersion, signatureVersionSql } from "./signature-version";
export { countOutOfDateMailboxes } from "./mailbox-channel";
export { defineMailboxQueues, startMailboxWorkers } from "./mailbox-workers";
export { NOTICE_QUEUE, REFRESH_QUEUE } from "./mailbox-queues";
export { queuePushFailureNotices, sendPushFailureNotice, type PushNoticeJob } from "./push-failure-notice";
export { sendSignatureChangedEmail, signatureChangedEmail, SIGNATURE_CHANGED_EMAIL_SUBJECT } from "./signature-changed-email";
export { alertFailingPushes } from "./push-failure-alert";
export { countSignatureUpdates } from "./count-signature-updates";
export { mailboxRoutes } from "./mailbox-routes";
