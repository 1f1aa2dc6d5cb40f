// A real SMTP server on 127.0.0.1 for API tests: the app sends through nodemailer as in
// production, and tests read what arrived (e.g. the reset code from the message body).
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string; subject: string };

// Undoes quoted-printable soft breaks and escapes so bodies can be searched as plain text.
function decodeQuotedPrintable(value: string) {
  return value.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpCapture() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  // Messages to refuse with a temporary failure (451) before accepting again.
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse -= 1;
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
          subject,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * The newest message to `to` matching `filter`, waiting for it to arrive: as long as it takes
   * by default (a busy machine may take many seconds; the test's timeout is the backstop, and
   * a wait past a minute says so on stderr), or up to `timeoutMs`.
   */
  async function waitFor(to: string, filter: (m: ReceivedMail) => boolean = () => true, timeoutMs = Infinity): Promise<ReceivedMail> {
    const started = Date.now();
    const deadline = started + timeoutMs;
    let warned = false;
    for (;;) {
      const found = messages.filter((m) => m.to.includes(to.toLowerCase()) && filter(m)).at(-1);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
      if (!warned && Date.now() - started > 60_000) {
        warned = true;
        process.stderr.write(`still waiting for an email to ${to} after 60 s\n`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 60_000));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    /** The next `count` messages are refused with 451 (a temporary SMTP failure). */
    refuseNext: (count: number) => {
      refuse = count;
    },
    received: (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
