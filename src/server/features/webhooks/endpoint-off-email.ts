// "A webhook endpoint was switched off": sent to the company's admins when the server turns an
// endpoint off (it answered 410 Gone, or failed every attempt for three days).
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
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
  const text = [
    hello,
    "",
    `Signet stopped sending ${input.companyName}'s events to this webhook endpoint:`,
    input.url,
    why,
    "",
    "Fix the receiver, then switch the endpoint on again and redeliver what it missed:",
    input.link,
    "",
    "The Signet team",
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>Signet stopped sending <strong>${escapeHtml(input.companyName)}</strong>'s events to this webhook endpoint:</p>
<p style="font-family:monospace;word-break:break-all">${escapeHtml(input.url)}</p>
<p>${escapeHtml(why)} Fix the receiver, then switch the endpoint on again and redeliver what it missed.</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">Open the Webhooks settings</a></p>
</div>`;
  return { to: input.to, subject: ENDPOINT_OFF_SUBJECT, text, html };
}
