// The password-reset email: the 6-digit code for the form, and a link for those who
// prefer to click. Both stop working once either is used.
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { CODE_LIFETIME_SECONDS, LINK_LIFETIME_SECONDS } from "./reset-secrets";

export function passwordResetEmail(input: { to: string; code: string; link: string }): Email {
  const codeMinutes = CODE_LIFETIME_SECONDS / 60;
  const linkMinutes = LINK_LIFETIME_SECONDS / 60;
  const text = [
    "Hello,",
    "",
    "We received a request to reset the password of your Signet account.",
    "",
    `Your verification code is: ${input.code}`,
    `It is valid for ${codeMinutes} minutes.`,
    "",
    `Or open this link to choose a new password (valid for ${linkMinutes} minutes):`,
    input.link,
    "",
    "If you did not ask for this, ignore this email: your password stays the same.",
    "",
    "The Signet team",
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>We received a request to reset the password of your Signet account.</p>
<p>Your verification code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:8px 0">${escapeHtml(input.code)}</p>
<p>It is valid for ${codeMinutes} minutes.</p>
<p><a href="${escapeHtml(input.link)}" style="color:#4338ca">Choose a new password</a> (link valid for ${linkMinutes} minutes)</p>
<p style="color:#64748b">If you did not ask for this, ignore this email: your password stays the same.</p>
</div>`;
  const secrets = [input.code, input.link, escapeHtml(input.link)];
  return { to: input.to, subject: "Your Signet password reset code", text, html, secrets };
}
