// The email every admin of a deleted company gets.
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { emailHtml, emailText, note, paragraph } from "../../lib/email-layout";

export function companyDeletedEmail(input: { to: string; companyName: string; deletedBy: string; at: Date; supportEmail: string }): Email {
  const when = input.at.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const text = emailText([
    "Hello,",
    "",
    `The company ${input.companyName} was deleted from Signet by ${input.deletedBy} on ${when} (UTC).`,
    "Its members, templates, signatures, campaigns, statistics, invitations and files have been removed, and this cannot be undone.",
    "",
    `If you did not expect this, contact ${input.supportEmail}.`,
  ]);
  const html = emailHtml([
    paragraph("Hello,"),
    paragraph(
      `The company <strong>${escapeHtml(input.companyName)}</strong> was deleted from Signet by ${escapeHtml(input.deletedBy)} on ${escapeHtml(when)} (UTC).`,
    ),
    paragraph(
      "Its members, templates, signatures, campaigns, statistics, invitations and files have been removed, and this cannot be undone.",
    ),
    note(`If you did not expect this, contact ${escapeHtml(input.supportEmail)}.`),
  ]);
  return { to: input.to, subject: `${input.companyName} was deleted from Signet`, text, html };
}
