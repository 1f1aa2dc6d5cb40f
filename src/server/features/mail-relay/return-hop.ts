// The return hop: hands the (signed) message back to the company's provider for delivery
// (smtp-relay.gmail.com:587, Exchange Online's inbound connector, a smart host) over SMTP,
// STARTTLS whenever the hop offers it. Its answer decides the relay's answer to the sender.
// Connections are kept open per hop address and reused (return-hop-pool.ts).
import type { Readable } from "node:stream";
import type { SMTPConnectionSendInfo } from "nodemailer/lib/smtp-connection";

export type ReturnHop = { host: string; port: number };
export type ReturnHopTimeouts = { connectMs: number; socketMs: number };
export const RETURN_HOP_TIMEOUTS: ReturnHopTimeouts = { connectMs: 10_000, socketMs: 60_000 };

/** A recipient the hop refused while it took the message for the others, with its answer. */
export type RefusedRecipient = { address: string; response: string };
export type HopAnswer = { ok: true; response: string; refused: RefusedRecipient[] } | { ok: false; code: number; response: string };

export type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/** Hands one message to a return hop; resolves to the hop's answer, never rejects. */
export type SendToHop = (hop: ReturnHop, envelope: { from: string; to: string[] }, message: Readable) => Promise<HopAnswer>;

/** An SMTP refusal for good stays 5xx; anything else (4xx, unreachable, timeout, dropped) is temporary. */
export function answerOf(error: SmtpError): HopAnswer {
  const code = error.responseCode ?? 0;
  const response = (error.response ?? `${error.code ?? "error"}: ${error.message}`).replace(/\s+/g, " ").slice(0, 500);
  return { ok: false, code: code >= 500 && code < 600 ? code : 451, response };
}

/** The hop took the message (for some recipients at least): 250, with the recipients it refused. */
export function acceptedAnswer(info: SMTPConnectionSendInfo): HopAnswer {
  const errors = (info.rejectedErrors ?? []) as SmtpError[];
  const refused = info.rejected.map((address, i) => ({
    address: String(address),
    response: String(errors[i]?.response ?? "refused").slice(0, 300),
  }));
  return { ok: true, response: String(info.response ?? "250 OK").slice(0, 500), refused };
}
