// The header every message leaving the relay carries (the Microsoft 365 rule's exception, the loop
// guard), in a module of its own: the mail flow settings name it without loading the relay.
export const RELAY_HEADER = "X-Signet-Relay";
