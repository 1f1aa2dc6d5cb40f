// What other features may use of statistics: the conditions under which a member's signature
// is live in a mail client (adoption), so every place that says "Installed" means the same.
export { LIVE_SOURCES } from "./count-adoption";
