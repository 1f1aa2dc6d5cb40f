// The password-reset email: the 6-digit code for the form, and a link for those who
// prefer to click. Both stop working once either is used.
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { emailHtml, emailText, note, paragraph } from "../../lib/email-layout";
import { CODE_LIFETIME_SECONDS, LINK_LIFETIME_SECONDS } from "./reset-secrets";

export function passwordResetEmail(input: { to: string; code: string; link: string }): Email {
  const codeMinutes = CODE_LIFETIME_SECONDS / 60;
  const linkMinutes = LINK_LIFETIME_SECONDS / 60;
  const text = emailText([
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
  ]);
  const html = emailHtml([
    paragraph("Hello,"),
    paragraph("We received a request to reset the password of your Signet account."),
    paragraph("Your verification code is:"),
    paragraph(escapeHtml(input.code), "font-size:28px;font-weight:bold;letter-spacing:6px;margin:8px 0"),
    paragraph(`It is valid for ${codeMinutes} minutes.`),
    paragraph(
      `<a href="${escapeHtml(input.link)}" style="color:#4338ca">Choose a new password</a> (link valid for ${linkMinutes} minutes)`,
    ),
    note("If you did not ask for this, ignore this email: your password stays the same."),
  ]);
  const secrets = [input.code, input.link, escapeHtml(input.link)];
  return { to: input.to, subject: "Your Signet password reset code", text, html, secrets };
}
