import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";

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
  const text = [
    "Hello,",
    "",
    `${who} to join ${input.companyName} on Signet as ${role === "admin" ? "an" : "a"} ${role}.`,
    "Signet gives everyone at the company the same professional email signature.",
    "",
    "Accept the invitation and create your password here:",
    input.link,
    "",
    `The invitation is valid until ${until}.`,
    "",
    "The Signet team",
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(who)} to join <strong>${escapeHtml(input.companyName)}</strong> on Signet as ${role === "admin" ? "an" : "a"} ${role}.</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">Accept invitation</a></p>
<p style="color:#64748b">The invitation is valid until ${escapeHtml(until)}.</p>
</div>`;
  const secrets = [input.link, escapeHtml(input.link)];
  return { to: input.to, subject: `Join ${input.companyName} on Signet`, text, html, secrets };
}
