// Sends email through SMTP when SMTP_URL is set. Every email is also recorded in
// outgoing_emails: with SMTP as sent or failed, without it as "outbox" (shown at /dev/outbox).
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { outgoingEmails } from "../db/schema";
import type { Logger } from "./logger";

export type Email = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(email: Email): Promise<void> };

// Without SMTP the body (reset codes, invitation links) is printed only in development:
// in production a log line must never carry a secret.
export function createMailer(options: { db: Database; logger: Logger; smtpUrl?: string; from: string; logBodies?: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      if (!transport) {
        await options.db
          .insert(outgoingEmails)
          .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html, status: "outbox" });
        if (options.logBodies)
          options.logger.info({ to: email.to, subject: email.subject, body: email.text }, "email stored in the outbox (no SMTP_URL)");
        else options.logger.warn({ to: email.to, subject: email.subject }, "email not sent: SMTP_URL is not set");
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
        await options.db
          .insert(outgoingEmails)
          .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html, status: "sent" });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db.insert(outgoingEmails).values({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          status: "failed",
          error: message,
        });
        options.logger.error({ to: email.to, subject: email.subject, err: message }, "email could not be sent");
        throw error;
      }
    },
  };
}
