// "A webhook endpoint was switched off": sent to the company's admins when the server turns an
// endpoint off (it answered 410 Gone, or failed every attempt for three days).
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { button, emailHtml, emailText, paragraph } from "../../lib/email-layout";
import { FAILING_DAYS_BEFORE_OFF } from "../../../shared/webhooks/webhook-schema";

export const ENDPOINT_OFF_SUBJECT = "A webhook endpoint was switched off";

export function endpointOffEmail(input: {
  to: string;
  firstName: string | null;
  companyName: string;
  url: string;
  reason: "gone" | "failing";
  link: string;
}): Email {
  const hello = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const why =
    input.reason === "gone"
      ? "It answered 410 Gone, which says it no longer takes events."
      : `Every delivery to it failed for ${FAILING_DAYS_BEFORE_OFF} days.`;
  const text = emailText([
    hello,
    "",
    `Signet stopped sending ${input.companyName}'s events to this webhook endpoint:`,
    input.url,
    why,
    "",
    "Fix the receiver, then switch the endpoint on again and redeliver what it missed:",
    input.link,
  ]);
  const html = emailHtml([
    paragraph(escapeHtml(hello)),
    paragraph(`Signet stopped sending <strong>${escapeHtml(input.companyName)}</strong>'s events to this webhook endpoint:`),
    paragraph(escapeHtml(input.url), "font-family:monospace;word-break:break-all"),
    paragraph(`${escapeHtml(why)} Fix the receiver, then switch the endpoint on again and redeliver what it missed.`),
    button(input.link, "Open the Webhooks settings"),
  ]);
  return { to: input.to, subject: ENDPOINT_OFF_SUBJECT, text, html };
}
