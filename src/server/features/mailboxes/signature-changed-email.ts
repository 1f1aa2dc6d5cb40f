// "Your signature changed": sent to each member whose signature a deployment changed, and to one
// whose signature a mailbox channel could not take for good (push-failure-notice.ts).
import type { Email, Mailer } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";
import { button, emailHtml, emailText, paragraph } from "../../lib/email-layout";

export const SIGNATURE_CHANGED_EMAIL_SUBJECT = "Your email signature has changed";

export function signatureChangedEmail(input: { to: string; firstName: string | null; companyName: string; link: string }): Email {
  const hello = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const text = emailText([
    hello,
    "",
    `${input.companyName} updated your email signature.`,
    "Open it, copy it and paste it into your email client's signature settings:",
    input.link,
  ]);
  const html = emailHtml([
    paragraph(escapeHtml(hello)),
    paragraph(
      `<strong>${escapeHtml(input.companyName)}</strong> updated your email signature. Open it, copy it and paste it into your email client's signature settings.`,
    ),
    button(input.link, "Open my signature"),
  ]);
  return { to: input.to, subject: SIGNATURE_CHANGED_EMAIL_SUBJECT, text, html };
}

/** Emails the member that their signature changed, with the link to copy it (their /signature). */
export const sendSignatureChangedEmail = (
  deps: { mailer: Mailer; config: { baseUrl: string } },
  to: { email: string; firstName: string | null; companyName: string },
) =>
  deps.mailer.send(
    signatureChangedEmail({ to: to.email, firstName: to.firstName, companyName: to.companyName, link: `${deps.config.baseUrl}/signature` }),
  );
