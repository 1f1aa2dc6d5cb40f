// The return hop: hands the (signed) message back to the company's provider for delivery
// (smtp-relay.gmail.com:587, Exchange Online's inbound connector, a smart host) over SMTP,
// STARTTLS whenever the hop offers it. Its answer decides the relay's answer to the sender.
import nodemailer from "nodemailer";
import type { Readable } from "node:stream";

export type ReturnHop = { host: string; port: number };
export type ReturnHopTimeouts = { connectMs: number; socketMs: number };
export const RETURN_HOP_TIMEOUTS: ReturnHopTimeouts = { connectMs: 10_000, socketMs: 60_000 };

export type HopAnswer = { ok: true; response: string } | { ok: false; code: number; response: string };

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
    if (info.rejected.length > 0 && info.accepted.length === 0) return { ok: false, code: 550, response: info.response };
    return { ok: true, response: String(info.response ?? "250 OK").slice(0, 500) };
  } catch (error) {
    return answerOf(error as SmtpError);
  } finally {
    transport.close();
  }
}
