// What other features use of the signing mail relay: the count of messages it signed (/statistics).
export { countSignedMessages } from "./count-signed-messages";
