import { describe, expect, it } from "vitest";
import { button, emailHtml, emailText, note, paragraph } from "./email-layout";
import { companyDeletedEmail } from "../features/accounts/company-deleted-email";
import { signatureChangedEmail } from "../features/mailboxes";
import { invitationEmail } from "../features/members/invitation-email";
import { passwordResetEmail } from "../features/password-reset/reset-email";
import { endpointOffEmail } from "../features/webhooks/endpoint-off-email";

const SHELL = '<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">';

describe("email layout", () => {
  it("ends the text with the team's signature and wraps the paragraphs in the shell", () => {
    expect(emailText(["Hello,", "Line"])).toBe("Hello,\nLine\n\nThe Signet team");
    expect(emailHtml([paragraph("A"), note("B")])).toBe(`${SHELL}\n<p>A</p>\n<p style="color:#64748b">B</p>\n</div>`);
  });

  it("escapes a button's address and label", () => {
    const html = button('https://x.test/?a=1&b="2"', "Open <it>");
    expect(html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain(">Open &lt;it&gt;</a>");
  });

  it("is the shell of every email Signet sends", () => {
    const link = "https://signet.test/x";
    const emails = [
      companyDeletedEmail({ to: "a@x.test", companyName: "Acme", deletedBy: "Bo", at: new Date(0), supportEmail: "help@x.test" }),
      signatureChangedEmail({ to: "a@x.test", firstName: "Ann", companyName: "Acme", link }),
      invitationEmail({ to: "a@x.test", companyName: "Acme", inviterName: null, role: "user", link, expiresAt: new Date(0) }),
      passwordResetEmail({ to: "a@x.test", code: "123456", link }),
      endpointOffEmail({ to: "a@x.test", firstName: null, companyName: "Acme", url: "https://hooks.test", reason: "gone", link }),
    ];
    for (const email of emails) {
      expect(email.html?.startsWith(SHELL)).toBe(true);
      expect(email.text.endsWith("\n\nThe Signet team")).toBe(true);
    }
  });
});
