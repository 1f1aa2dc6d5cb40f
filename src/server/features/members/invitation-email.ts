import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { button, emailHtml, emailText, note, paragraph } from "../../lib/email-layout";

const ROLE_NAMES = { user: "member", admin: "admin", super_admin: "super admin" } as const;

export function invitationEmail(input: {
  to: string;
  companyName: string;
  inviterName: string | null;
  role: keyof typeof ROLE_NAMES;
  link: string;
  expiresAt: Date;
}): Email {
  const who = input.inviterName ? `${input.inviterName} invited you` : "You have been invited";
  const until = input.expiresAt.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const role = ROLE_NAMES[input.role];
  const text = emailText([
    "Hello,",
    "",
    `${who} to join ${input.companyName} on Signet as ${role === "admin" ? "an" : "a"} ${role}.`,
    "Signet gives everyone at the company the same professional email signature.",
    "",
    "Accept the invitation and create your password here:",
    input.link,
    "",
    `The invitation is valid until ${until}.`,
  ]);
  const html = emailHtml([
    paragraph("Hello,"),
    paragraph(
      `${escapeHtml(who)} to join <strong>${escapeHtml(input.companyName)}</strong> on Signet as ${role === "admin" ? "an" : "a"} ${role}.`,
    ),
    button(input.link, "Accept invitation"),
    note(`The invitation is valid until ${escapeHtml(until)}.`),
  ]);
  const secrets = [input.link, escapeHtml(input.link)];
  return { to: input.to, subject: `Join ${input.companyName} on Signet`, text, html, secrets };
}
