// Test fixtures for the signing relay: a company with a verified domain, a member on it, relay
// settings pointing at a sink, and a real SMTP client (nodemailer) sending through the relay.
import { afterAll, beforeAll } from "vitest";
import nodemailer from "nodemailer";
import { simpleParser, type ParsedMail } from "mailparser";
import type { TestContext } from "../../test/test-app";
import { addMemberWithoutPassword, createCompany } from "../../test/factories";
import { ssoDomains } from "../../db/schema";
import { rotateRelayCredential } from "./relay-credential";
import { updateRelaySettings, type RelaySettingsInput } from "./relay-settings";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { createSigningRelay, type SigningRelay } from "./relay-server";

let n = 0;

/** A company that verified `domain`, a member `ann@domain`, relay settings returning to `sink`, and its credential. */
export async function relayCompany(ctx: TestContext, sink: SmtpSink, settings: RelaySettingsInput = {}) {
  n += 1;
  const domain = `relay${n}-${Date.now().toString(36)}.test`;
  const { accountId, admin } = await createCompany(ctx, "Relay");
  await ctx.deps.db.insert(ssoDomains).values({ accountId, domain, verificationToken: `t${n}${Date.now()}`, verifiedAt: new Date() });
  const member = await addMemberWithoutPassword(ctx, accountId, { email: `ann@${domain}`, first: "Ann", last: "Archer" });
  await updateRelaySettings(ctx.deps.db, { accountId }, { mode: "sign", returnHost: sink.host, returnPort: sink.port, ...settings });
  const credential = await rotateRelayCredential(ctx.deps, { accountId });
  return { accountId, admin, member, domain, sender: `ann@${domain}`, credential };
}

export type RelaySend = {
  port: number;
  auth?: { user: string; pass: string };
  from: string;
  to: string[];
  raw: string | Buffer | NodeJS.ReadableStream;
};

/** Sends through the relay with nodemailer; resolves to the relay's answer (or rejects with its refusal). */
export async function sendThroughRelay(send: RelaySend) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: send.port,
    secure: false,
    ignoreTLS: true,
    auth: send.auth,
    connectionTimeout: 5000,
    socketTimeout: 120_000,
    logger: false,
  });
  try {
    return await transport.sendMail({ envelope: { from: send.from, to: send.to }, raw: send.raw as never });
  } finally {
    transport.close();
  }
}

/** The relay's SMTP answer code for a send that was refused. */
export async function refusalOf(send: RelaySend): Promise<{ code: number; response: string }> {
  try {
    const info = await sendThroughRelay(send);
    return { code: 250, response: String(info.response) };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message: string };
    return { code: e.responseCode ?? 0, response: e.response ?? e.message };
  }
}

export const parse = (raw: Buffer): Promise<ParsedMail> => simpleParser(raw);

/** A minimal message from `from` (HTML and text). */
export function simpleMessage(
  from: string,
  to: string,
  options: { subject?: string; html?: string; text?: string; headers?: string } = {},
) {
  const boundary = "b1";
  return [
    `From: Ann Archer <${from}>`,
    `To: <${to}>`,
    `Subject: ${options.subject ?? "Hello"}`,
    "Message-ID: <m1@example.test>",
    "MIME-Version: 1.0",
    ...(options.headers ? [options.headers] : []),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    options.text ?? "Hi Bob,\r\n\r\nSee you tomorrow.",
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "",
    options.html ?? "<html><body><p>Hi Bob,</p><p>See you tomorrow.</p></body></html>",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A one-part HTML message as a mail client writes it (CRLF lines, UTF-8), with any extra headers. */
export const htmlMessage = (m: { from: string; to: string; subject: string; headers?: string[]; html: string }) =>
  [
    `From: ${m.from}`,
    `To: ${m.to}`,
    `Subject: ${m.subject}`,
    ...(m.headers ?? []),
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    m.html,
    "",
  ].join("\r\n");

/**
 * A relay on a free port of 127.0.0.1 in front of an SMTP sink, for the calling describe: started
 * before its tests, closed after them. Read `rig.sink`, `rig.relay` and `rig.port` in the tests.
 */
export function useRelayAndSink(ctx: () => TestContext) {
  const rig = {} as { sink: SmtpSink; relay: SigningRelay; port: number };
  beforeAll(async () => {
    rig.sink = await startSmtpSink();
    rig.relay = createSigningRelay(ctx().deps, { hostname: "relay.signet.test", allowInsecureAuth: true });
    rig.port = await rig.relay.listen(0, "127.0.0.1");
  });
  afterAll(async () => {
    await rig.relay.close();
    await rig.sink.close();
  });
  return rig;
}
