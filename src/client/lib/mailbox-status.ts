// A member's signature in their mailbox, in words: the result of the latest attempt for the
// signature they have now. "In Gmail" only when Gmail holds that version; otherwise "Out of
// date in Gmail" with why (failed 3 min ago and the reason, or a newer signature not pushed yet).
import type { MailboxPush } from "../../shared/integrations/integration-responses";
import { MAILBOX_PROVIDER_NAMES } from "../../shared/integrations/integration-responses";
import { MAILBOX_MESSAGES, type MailboxPlaces } from "../../shared/integrations/mailbox-view";
import { formatRelative, formatSince } from "./format-date";

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

/** One place a member's signature is, in their own words: "In your Gmail since 10:32", "Outlook adds it when you write". */
export type MailboxPlaceText = {
  place: "gmail" | "outlook";
  tone: MailboxStatusText["tone"] | "none";
  headline: string;
  detail: string | null;
};

/** Where the member's own signature is live, in their words (empty: nowhere but copied by hand). `timeZone`: the company's. */
export function ownMailboxText(places: MailboxPlaces, timeZone?: string, now: number = Date.now()): MailboxPlaceText[] {
  const lines: MailboxPlaceText[] = [];
  const gmail = places.gmail;
  if (gmail && !gmail.reachable)
    lines.push({
      place: "gmail",
      tone: "none",
      headline: "Not in Gmail",
      detail:
        gmail.reason === MAILBOX_MESSAGES.outsideDomain(gmail.domain)
          ? `Your company puts signatures into Gmail for addresses in ${gmail.domain}, and yours is not one.`
          : "Your company does not put your signature into Gmail.",
    });
  else if (gmail && !gmail.push)
    lines.push({
      place: "gmail",
      tone: "waiting",
      headline: "Not in your Gmail yet",
      detail: "Your company puts it there when it deploys signatures.",
    });
  else if (gmail?.push) {
    const text = mailboxStatusText(gmail.push, now);
    if (text.tone === "ok" && gmail.push.pushedAt)
      lines.push({
        place: "gmail",
        tone: "ok",
        headline: `In your Gmail since ${formatSince(gmail.push.pushedAt, timeZone, now)}`,
        detail: null,
      });
    else lines.push({ place: "gmail", ...text });
  }
  if (places.outlook)
    lines.push({
      place: "outlook",
      tone: "ok",
      headline: "Outlook adds it when you write",
      detail: places.outlook.fetchedAt
        ? `last added ${formatRelative(places.outlook.fetchedAt, now)}`
        : "once your company's add-in is in your Outlook: it appears in every new message, reply and forward.",
    });
  return lines;
}
