// The return hop: hands the (signed) message back to the company's provider for delivery
// (smtp-relay.gmail.com:587, Exchange Online's inbound connector, a smart host) over SMTP,
// STARTTLS whenever the hop offers it. Its answer decides the relay's answer to the sender.
import nodemailer from "nodemailer";
import type { Readable } from "node:stream";

export type ReturnHop = { host: string; port: number };
export type ReturnHopTimeouts = { connectMs: number; socketMs: number };
export const RETURN_HOP_TIMEOUTS: ReturnHopTimeouts = { connectMs: 10_000, socketMs: 60_000 };

/** A recipient the hop refused while it took the message for the others, with its answer. */
export type RefusedRecipient = { address: string; response: string };
export type HopAnswer = { ok: true; response: string; refused: RefusedRecipient[] } | { ok: false; code: number; response: string };

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/** An SMTP refusal for good stays 5xx; anything else (4xx, unreachable, timeout, dropped) is temporary. */
export function answerOf(error: SmtpError): HopAnswer {
  const code = error.responseCode ?? 0;
  const response = (error.response ?? `${error.code ?? "error"}: ${error.message}`).replace(/\s+/g, " ").slice(0, 500);
  return { ok: false, code: code >= 500 && code < 600 ? code : 451, response };
}

export async function sendThroughReturnHop(
  hop: ReturnHop,
  envelope: { from: string; to: string[] },
  message: Readable,
  options: { clientName: string; timeouts: ReturnHopTimeouts; verifyCertificates: boolean },
): Promise<HopAnswer> {
  const transport = nodemailer.createTransport({
    host: hop.host,
    port: hop.port,
    secure: hop.port === 465,
    name: options.clientName,
    connectionTimeout: options.timeouts.connectMs,
    greetingTimeout: options.timeouts.connectMs,
    socketTimeout: options.timeouts.socketMs,
    tls: { rejectUnauthorized: options.verifyCertificates },
    logger: false,
  });
  try {
    const info = await transport.sendMail({ envelope, raw: message });
    const errors = (info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? [];
    const refused = info.rejected.map((address, i) => ({
      address: String(address),
      response: String(errors[i]?.response ?? "refused").slice(0, 300),
    }));
    if (refused.length > 0 && info.accepted.length === 0) {
      // Every recipient refused: the relay answers as the hop did for the first (for good, or for now).
      const code = errors[0]?.responseCode ?? 550;
      return { ok: false, code: code >= 500 ? code : 451, response: refused[0].response };
    }
    return { ok: true, response: String(info.response ?? "250 OK").slice(0, 500), refused };
  } catch (error) {
    return answerOf(error as SmtpError);
  } finally {
    transport.close();
  }
}
