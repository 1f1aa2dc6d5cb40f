// The email that proves a member reads their new address: the code to type on /profile, and
// a link to /profile with it filled in. Either works only in the member's own signed-in session.
import type { Email } from "../../lib/mailer";
import { emailHtml, emailText, note, paragraph } from "../../lib/email-layout";
import { escapeHtml } from "../../../shared/signature/escape";
import { EMAIL_CHANGE_CODE_MINUTES } from "../../../shared/profiles/email-change-schema";

export function emailChangeEmail(input: { to: string; code: string; link: string }): Email {
  const text = emailText([
    "Hello,",
    "",
    "Your company's directory gave you this address. To sign in to Signet with it, confirm it's yours:",
    "",
    `Your code is: ${input.code}`,
    `Enter it on your profile page while signed in, within ${EMAIL_CHANGE_CODE_MINUTES} minutes, or open this link:`,
    input.link,
    "",
    "If you did not ask for this, ignore this email: nothing changes.",
  ]);
  const html = emailHtml([
    paragraph("Hello,"),
    paragraph("Your company's directory gave you this address. To sign in to Signet with it, confirm it's yours:"),
    paragraph(escapeHtml(input.code), "font-size:28px;font-weight:bold;letter-spacing:6px;margin:8px 0"),
    paragraph(
      `Enter it on your profile page while signed in, within ${EMAIL_CHANGE_CODE_MINUTES} minutes, or <a href="${escapeHtml(input.link)}" style="color:#4338ca">open your profile with the code filled in</a>.`,
    ),
    note("If you did not ask for this, ignore this email: nothing changes."),
  ]);
  return {
    to: input.to,
    subject: "Confirm your new Signet sign-in address",
    text,
    html,
    secrets: [input.code, input.link, escapeHtml(input.link)],
  };
}
