// Sends email through SMTP when SMTP_URL is set. Every email is also recorded in
// outgoing_emails: with SMTP as sent or failed, without it as "outbox" (shown at /dev/outbox).
// No secret is stored: each email lists its `secrets` (reset codes, reset and invitation
// links), and the stored bodies carry "[redacted]" in their place (decision 007). Delivery
// gets the real text; without SMTP the real bodies of the latest emails are kept in process
// memory only, so the development outbox still shows usable codes and links.
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { outgoingEmails } from "../db/schema";
import type { Logger } from "./logger";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Strings that must not be stored at rest (codes, links with tokens): replaced by REDACTED. */
  secrets?: string[];
};

export const REDACTED = "[redacted]";

export function redact(body: string, secrets: readonly string[] = []): string {
  // Longest first, so a link is replaced whole before a code that might occur inside it.
  return [...secrets]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((out, secret) => out.split(secret).join(REDACTED), body);
}

// Real bodies of the latest outbox emails, by outgoing_emails id: memory only, bounded.
const OUTBOX_MEMORY_SIZE = 200;
const outboxMemory = new Map<string, { textBody: string; htmlBody: string | null }>();

/** The real bodies of an outbox email sent by this process, if still remembered. */
export function rememberedOutboxBodies(id: string) {
  return outboxMemory.get(id) ?? null;
}

function remember(id: string, email: Email) {
  outboxMemory.set(id, { textBody: email.text, htmlBody: email.html ?? null });
  while (outboxMemory.size > OUTBOX_MEMORY_SIZE) outboxMemory.delete(outboxMemory.keys().next().value!);
}

function stored(email: Email) {
  return {
    toAddress: email.to,
    subject: email.subject,
    textBody: redact(email.text, email.secrets),
    htmlBody: email.html === undefined ? undefined : redact(email.html, email.secrets),
  };
}
export type Mailer = { send(email: Email): Promise<void> };

// Without SMTP the body (reset codes, invitation links) is printed only in development:
// in production a log line must never carry a secret.
export function createMailer(options: { db: Database; logger: Logger; smtpUrl?: string; from: string; logBodies?: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      if (!transport) {
        // Remembered before the row is written: a reader who sees the row finds its real body.
        const id = randomUUID();
        remember(id, email);
        await options.db.insert(outgoingEmails).values({ id, ...stored(email), status: "outbox" });
        if (options.logBodies)
          options.logger.info({ to: email.to, subject: email.subject, body: email.text }, "email stored in the outbox (no SMTP_URL)");
        else options.logger.warn({ to: email.to, subject: email.subject }, "email not sent: SMTP_URL is not set");
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
        await options.db.insert(outgoingEmails).values({ ...stored(email), status: "sent" });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db.insert(outgoingEmails).values({
          ...stored(email),
          status: "failed",
          error: message,
        });
        options.logger.error({ to: email.to, subject: email.subject, err: message }, "email could not be sent");
        throw error;
      }
    },
  };
}
