// A member's signature in their mailbox, in words: the result of the latest attempt for the
// signature they have now. "In Gmail" only when Gmail holds that version; otherwise "Out of
// date in Gmail" with why (failed 3 min ago and the reason, or a newer signature not pushed yet).
import type { MailboxPush } from "../../shared/integrations/integration-responses";
import { MAILBOX_PROVIDER_NAMES } from "../../shared/integrations/integration-responses";
import { formatRelative } from "./format-date";

export type MailboxStatusText = {
  tone: "ok" | "waiting" | "stale" | "failed";
  /** "In Gmail", "Out of date in Gmail", "Waiting for Gmail"... */
  headline: string;
  /** "pushed 4 min ago", "failed 3 min ago: ...", "a newer signature is not pushed yet". */
  detail: string | null;
};

export function mailboxStatusText(push: MailboxPush, now: number = Date.now()): MailboxStatusText {
  const name = MAILBOX_PROVIDER_NAMES[push.provider];
  if (push.status === "failed")
    return {
      tone: "failed",
      headline: `Out of date in ${name}`,
      detail: `failed ${formatRelative(push.at, now)}${push.error ? `: ${push.error}` : ""}`,
    };
  if (push.status === "queued" || push.status === "pushing")
    return {
      tone: "waiting",
      headline: push.status === "pushing" ? `Pushing to ${name}...` : `Waiting for ${name}`,
      // A retry waiting after a refusal says why it waits.
      detail: push.error ? `retrying: ${push.error}` : null,
    };
  if (!push.isCurrent)
    return {
      tone: "stale",
      headline: `Out of date in ${name}`,
      detail: `holds an older signature${push.pushedAt ? ` (pushed ${formatRelative(push.pushedAt, now)})` : ""}: the newer one is not pushed yet`,
    };
  return { tone: "ok", headline: `In ${name}`, detail: push.pushedAt ? `pushed ${formatRelative(push.pushedAt, now)}` : null };
}
