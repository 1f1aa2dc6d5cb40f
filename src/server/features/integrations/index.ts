// What other parts of the server use of the integrations: Gmail as a mailbox channel (deps.ts subscribes it).
export { gmailChannel } from "./gmail/gmail-channel";
