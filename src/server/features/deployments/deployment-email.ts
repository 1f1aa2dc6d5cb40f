// "Your signature changed": sent to each member whose signature a deployment changed.
import type { Email } from "../../lib/mailer";
import { escapeHtml } from "../../../shared/signature/escape";

export const DEPLOYMENT_EMAIL_SUBJECT = "Your email signature has changed";

export function deploymentEmail(input: { to: string; firstName: string | null; companyName: string; link: string }): Email {
  const hello = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const text = [
    hello,
    "",
    `${input.companyName} updated your email signature.`,
    "Open it, copy it and paste it into your email client's signature settings:",
    input.link,
    "",
    "The Signet team",
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p><strong>${escapeHtml(input.companyName)}</strong> updated your email signature. Open it, copy it and paste it into your email client's signature settings.</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">Open my signature</a></p>
</div>`;
  return { to: input.to, subject: DEPLOYMENT_EMAIL_SUBJECT, text, html };
}
