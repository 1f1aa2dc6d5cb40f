// The email every admin of a deleted company gets.
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";

export function companyDeletedEmail(input: { to: string; companyName: string; deletedBy: string; at: Date; supportEmail: string }): Email {
  const when = input.at.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const text = [
    "Hello,",
    "",
    `The company ${input.companyName} was deleted from Signet by ${input.deletedBy} on ${when} (UTC).`,
    "Its members, templates, signatures, campaigns, statistics, invitations and files have been removed, and this cannot be undone.",
    "",
    `If you did not expect this, contact ${input.supportEmail}.`,
    "",
    "The Signet team",
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>The company <strong>${escapeHtml(input.companyName)}</strong> was deleted from Signet by ${escapeHtml(input.deletedBy)} on ${escapeHtml(when)} (UTC).</p>
<p>Its members, templates, signatures, campaigns, statistics, invitations and files have been removed, and this cannot be undone.</p>
<p style="color:#64748b">If you did not expect this, contact ${escapeHtml(input.supportEmail)}.</p>
</div>`;
  return { to: input.to, subject: `${input.companyName} was deleted from Signet`, text, html };
}
