import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { Writable } from "node:stream";
import { createLogger } from "./logger";
import { eq } from "drizzle-orm";
import { openTestDatabase, testDatabaseKinds } from "../test/test-database";
import { startSmtpCapture } from "../test/smtp";
import { createMailer } from "./mailer";
import { outgoingEmails } from "../db/schema";
import type { DatabaseHandle } from "../db/client";

const silent = pino({ level: "silent" });

for (const kind of testDatabaseKinds()) {
  describe(`mailer [${kind}]`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
    });
    afterAll(async () => handle?.close());

    it("without SMTP_URL stores every email in the outbox", async () => {
      const mailer = createMailer({ db: handle.db, logger: silent, from: "Signet <no-reply@signet.test>" });
      await mailer.send({ to: "outbox@example.com", subject: "Hello", text: "Body text" });
      const [row] = await handle.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, "outbox@example.com"));
      expect(row).toMatchObject({ subject: "Hello", textBody: "Body text", status: "outbox" });
    });

    it("prints the body to the log in development only, never in production", async () => {
      const lines: string[] = [];
      const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
      const log = createLogger("info", sink);
      await createMailer({ db: handle.db, logger: log, from: "x@signet.test", logBodies: true }).send({
        to: "dev@example.com",
        subject: "Code",
        text: "Your code is 424242",
      });
      await createMailer({ db: handle.db, logger: log, from: "x@signet.test", logBodies: false }).send({
        to: "prod@example.com",
        subject: "Code",
        text: "Your code is 737373",
      });
      expect(lines.join("")).toContain("424242");
      expect(lines.join("")).not.toContain("737373");
      expect(lines.join("")).toContain("SMTP_URL is not set");
    });

    it("with SMTP_URL sends through the SMTP server and records it as sent", async () => {
      const smtp = await startSmtpCapture();
      try {
        const mailer = createMailer({ db: handle.db, logger: silent, smtpUrl: smtp.url, from: "Signet <no-reply@signet.test>" });
        await mailer.send({ to: "smtp@example.com", subject: "Your code", text: "Code: 123456" });
        const received = await smtp.waitFor("smtp@example.com");
        expect(received.subject).toBe("Your code");
        expect(received.text).toContain("Code: 123456");
        const [row] = await handle.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, "smtp@example.com"));
        expect(row.status).toBe("sent");
      } finally {
        await smtp.close();
      }
    });

    it("records a failed delivery and reports it to the caller", async () => {
      const mailer = createMailer({ db: handle.db, logger: silent, smtpUrl: "smtp://127.0.0.1:9", from: "Signet <no-reply@signet.test>" });
      await expect(mailer.send({ to: "fail@example.com", subject: "Lost", text: "x" })).rejects.toThrow();
      const [row] = await handle.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, "fail@example.com"));
      expect(row.status).toBe("failed");
      expect(row.error).toBeTruthy();
    });
  });
}
