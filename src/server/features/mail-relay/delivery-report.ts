// When the return hop takes a message for some recipients and refuses others, the relay has
// already answered for the message as a whole (SMTP gives DATA one answer): the accepted
// recipients have it, so a 4xx would send it to them twice, and a 250 alone would lose the
// others without a word. So the relay answers 250 and, as an MTA that took responsibility
// does, sends the sender a delivery status notification (RFC 3464) naming each refused
// recipient and the hop's answer, through the same hop, from the null sender.
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../context";
import type { RefusedRecipient, ReturnHop, SendToHop } from "./return-hop";
import { recipientDomains } from "./message-trace";

export function deliveryReport(input: { hostname: string; sender: string; refused: RefusedRecipient[]; date?: Date }) {
  const boundary = `signet-report-${randomUUID()}`;
  const date = (input.date ?? new Date()).toUTCString().replace("GMT", "+0000");
  const list = input.refused.map((r) => `  ${r.address}: ${r.response}`).join("\r\n");
  const statuses = input.refused
    .map((r) => {
      const code = /^([245])\d\d/.exec(r.response)?.[1] ?? "5";
      const status = /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(r.response)?.[1] ?? `${code}.0.0`;
      return [`Final-Recipient: rfc822; ${r.address}`, `Action: failed`, `Status: ${status}`, `Diagnostic-Code: smtp; ${r.response}`].join(
        "\r\n",
      );
    })
    .join("\r\n\r\n");
  return [
    `From: Mail Delivery System <mailer-daemon@${input.hostname}>`,
    `To: <${input.sender}>`,
    "Subject: Undelivered Mail: some recipients were refused",
    `Date: ${date}`,
    `Message-ID: <${randomUUID()}@${input.hostname}>`,
    "Auto-Submitted: auto-replied",
    "X-Signet-Relay: passed",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Your message was delivered to its other recipients, but the mail server refused these, so they did not get it:",
    "",
    list,
    "",
    "If the refusal says to try again later, send the message to them again.",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    `Reporting-MTA: dns; ${input.hostname}`,
    "",
    statuses,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Sends the report to the envelope sender through the hop; a failure is logged by the caller, never thrown. */
export async function sendDeliveryReport(
  send: SendToHop,
  hop: ReturnHop,
  input: { hostname: string; sender: string; refused: RefusedRecipient[] },
) {
  return send(hop, { from: "", to: [input.sender] }, Readable.from([deliveryReport(input)]));
}

/**
 * Tells the sender of the recipients the hop refused (none: nothing to do; a null sender: nobody
 * to tell) and answers what the trace adds about them ("" when none were refused).
 */
export async function reportRefused(
  deps: Pick<AppDeps, "logger">,
  send: SendToHop,
  hop: ReturnHop,
  input: { hostname: string; sender: string; refused: RefusedRecipient[]; accountId: string },
): Promise<string> {
  const { refused, sender } = input;
  if (refused.length === 0) return "";
  if (sender) {
    const report = await sendDeliveryReport(send, hop, input);
    if (!report.ok) deps.logger.warn({ accountId: input.accountId, response: report.response }, "mail relay delivery report not sent");
  }
  const domains = recipientDomains(refused.map((r) => r.address)).join(", ");
  const told = sender ? ", the sender was told" : "";
  return `; the return hop refused ${refused.length} recipient${refused.length === 1 ? "" : "s"} (${domains}): ${refused[0].response}${told}`;
}
