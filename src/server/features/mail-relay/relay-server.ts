// The signing mail relay: an SMTP server (smtp-server) that accepts mail only from an
// authenticated company connection, signs it as it streams (sign-message-stream.ts), and answers
// the sender only with what the company's return hop answered: 250 after the hop accepted, the
// hop's 5xx for good, 4xx for anything temporary, so the sending provider keeps the message.
import { SMTPServer, type SMTPServerAddress, type SMTPServerAuthentication, type SMTPServerSession } from "smtp-server";
import { PassThrough, type Readable } from "node:stream";
import type { AddressInfo, Socket } from "node:net";
import type { Headers as MimeHeaders, MimeNode } from "@zone-eu/mailsplit";
import type { AppConfig, AppDeps } from "../../context";
import { refuse, RelayRefusal } from "./relay-refusal";
import { companyOfCredential, domainOfEmail, type RelaySettings } from "./relay-company";
import { relayReads } from "./relay-reads";
import { headerAddresses } from "./header-addresses";
import { signMessageStream, SIGNING_LIMITS, type SigningLimits } from "./sign-message-stream";
import { isReplyOrForward, renderedSignatureSource, withTimeout, type SignatureSource } from "./sender-signature";
import type { SignatureToInsert } from "./insert-signature";
import { RETURN_HOP_TIMEOUTS, type HopAnswer, type ReturnHopTimeouts } from "./return-hop";
import { createReturnHopPool, type ReturnHopPool } from "./return-hop-pool";
import { recordTrace, recipientDomains } from "./message-trace";
import { reportRefused } from "./delivery-report";
import { RELAY_HEADER } from "./relay-header";
import type { Scope } from "../../lib/scope";

/** How many times a message went through a Signet relay; at MAX_HOPS it is refused as a routing loop. */
export const HOPS_HEADER = "X-Signet-Hops";
export const MAX_HOPS = 3;
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

export type RelayOptions = {
  /** The name the relay greets with and says HELO as on the return hop. */
  hostname: string;
  /** STARTTLS certificate (PEM); without one, no STARTTLS. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** AUTH without TLS: never in production. */
  allowInsecureAuth: boolean;
  signTimeoutMs?: number;
  hopTimeouts?: ReturnHopTimeouts;
  limits?: SigningLimits;
  /** Where the signature comes from (tests inject failures); default: the renderer behind /signature. */
  signatureSource?: SignatureSource;
};

type Plan = {
  settings: RelaySettings;
  member: Scope | null;
  reply: boolean;
  signature: SignatureToInsert | null;
  /** Why nothing is inserted (when signature is null or the gate found a reason). */
  reason: string | null;
};

/** What the relay needs: the database, the sealed credentials' key, the renderer's tracking keys and addresses. */
export type RelayDeps = Pick<AppDeps, "db" | "logger" | "secrets" | "tracking"> & { config: Pick<AppConfig, "isProduction" | "baseUrl"> };

type SessionState = { accountId: string; abort?: (error: Error) => void };

export function createSigningRelay(deps: RelayDeps, options: RelayOptions) {
  const signTimeoutMs = options.signTimeoutMs ?? 5000;
  const reads = relayReads(deps.db, options.signatureSource ?? renderedSignatureSource(deps));
  const sessions = new Map<string, SessionState>();
  const sockets = new Set<Socket>();
  let pool: ReturnHopPool | null = null;
  // Made at the first message: a relay refused before any (the database down) never reads the settings it needs.
  const returnHops = () =>
    (pool ??= createReturnHopPool({
      clientName: options.hostname,
      timeouts: options.hopTimeouts ?? RETURN_HOP_TIMEOUTS,
      verifyCertificates: deps.config.isProduction,
    }));

  async function companyFor(session: SMTPServerSession, sender: string): Promise<string> {
    const candidates = session.user ? [session.user] : await reads.companiesOfNetwork(session.remoteAddress);
    if (candidates.length === 0)
      throw refuse(
        530,
        "5.7.0 Authentication required: log in with your company's Signet relay credential over TLS, or send from one of its allowed networks",
      );
    if (!sender) return candidates[0];
    const verifying = await reads.companiesVerifying(candidates, domainOfEmail(sender));
    if (verifying.length === 0)
      throw refuse(550, `5.7.1 Sender domain ${domainOfEmail(sender)} is not a domain your company verified in Signet`);
    return verifying[0];
  }

  async function onMailFrom(address: SMTPServerAddress, session: SMTPServerSession) {
    const sender = address.address.toLowerCase();
    const accountId = await companyFor(session, sender);
    const settings = await reads.settings(accountId);
    if (!settings || settings.mode === "off") throw refuse(550, "5.7.1 Signet's mail relay is off for your company");
    if (!settings.returnHost) throw refuse(550, "5.7.1 Your company has no return address for relayed mail in Signet");
    sessions.set(session.id, { accountId });
  }

  async function planFor(root: MimeNode, state: SessionState, sender: string, recipients: string[]): Promise<Plan> {
    const headers = root.headers as MimeHeaders;
    const hops = Number.parseInt(headers.getFirst(HOPS_HEADER.toLowerCase()), 10) || 0;
    if (hops >= MAX_HOPS) throw refuse(554, `5.4.6 Routing loop: the message passed through Signet ${hops} times`);
    const settings = await reads.settings(state.accountId);
    if (!settings || settings.mode === "off") throw refuse(550, "5.7.1 Signet's mail relay is off for your company");
    const from = headerAddresses(headers.getFirst("from"));
    if (from.length === 0) throw refuse(550, "5.7.1 The message has no From address");
    const domains = await reads.verifiedDomains(state.accountId);
    const foreign = from.find((a) => !domains.includes(domainOfEmail(a)));
    if (foreign) throw refuse(550, `5.7.1 From domain ${domainOfEmail(foreign)} is not a domain your company verified in Signet`);
    headers.remove(HOPS_HEADER);
    headers.add(HOPS_HEADER, String(hops + 1));
    const base = { settings, member: null, reply: isReplyOrForward(headers), signature: null };
    if (headers.getFirst(RELAY_HEADER.toLowerCase())) return { ...base, reason: "already passed through Signet" };
    const member = await reads.member(state.accountId, sender || from[0]);
    if (!member) return { ...base, reason: "unknown sender" };
    if (settings.signRule === "outside" && recipients.every((r) => domains.includes(domainOfEmail(r))))
      return { ...base, member, reason: "only inside recipients" };
    if (settings.mode === "shadow") return { ...base, member, reason: null };
    try {
      const signature = await withTimeout(reads.signature(member, base.reply), signTimeoutMs);
      return { ...base, member, signature, reason: null };
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message, accountId: state.accountId }, "mail relay could not sign");
      if (settings.failurePolicy === "defer") throw refuse(451, "4.3.0 Signet cannot add the signature right now; try again later");
      return { ...base, member, reason: `could not sign (${(error as Error).message.slice(0, 120)})` };
    }
  }

  async function relayMessage(stream: Readable, session: SMTPServerSession, state: SessionState) {
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "";
    const recipients = session.envelope.rcptTo.map((r) => r.address);
    const input = new PassThrough();
    let size = 0;
    stream.on("data", (chunk: Buffer) => (size += chunk.length));
    stream.pipe(input);
    let plan: Plan | null = null;
    let released: { reason: string | null } | null = null;
    let rootDone!: (error?: Error) => void;
    const rootChecked = new Promise<void>((resolve, reject) => (rootDone = (error) => (error ? reject(error) : resolve())));
    const signing = signMessageStream(
      input,
      {
        async onRoot(root) {
          try {
            plan = await planFor(root, state, sender, recipients);
            rootDone();
          } catch (error) {
            rootDone(error as Error);
            throw error;
          }
        },
        onRelease(root, reason) {
          const p = plan!;
          released = { reason: p.reason ?? reason };
          const signs = !released.reason && (p.signature !== null || p.settings.mode === "shadow");
          (root.headers as MimeHeaders).add(RELAY_HEADER, p.settings.mode === "shadow" ? "shadow" : signs ? "signed" : "passed");
          return released.reason || p.settings.mode === "shadow" ? null : p.signature;
        },
      },
      options.limits ?? SIGNING_LIMITS,
    );
    state.abort = (error) => input.destroy(error);
    const drain = () => {
      stream.unpipe(input);
      stream.resume();
    };
    try {
      // Nothing reaches the return hop before the sender and From are checked.
      await Promise.race([rootChecked, signing.finished.then(() => rootChecked)]);
    } catch (error) {
      drain();
      return { answer: null, error: error as Error, plan, released, size, parts: signing.parts };
    }
    const p = plan as unknown as Plan;
    const answer: HopAnswer = await returnHops().send(
      { host: p.settings.returnHost!, port: p.settings.returnPort },
      { from: sender, to: recipients },
      signing.output,
    );
    if (!answer.ok) {
      signing.output.destroy();
      drain();
    }
    const streamError = await signing.finished.then(
      () => null,
      (error: Error) => error,
    );
    return { answer, error: answer.ok ? null : streamError, plan: p, released, size, parts: signing.parts };
  }

  async function onData(stream: Readable, session: SMTPServerSession): Promise<string> {
    const state = sessions.get(session.id);
    if (!state) throw refuse(503, "5.5.1 MAIL FROM first");
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "";
    const result = await relayMessage(stream, session, state);
    await new Promise<void>((resolve) => (stream.readableEnded ? resolve() : stream.once("end", resolve)));
    const plan = result.plan as Plan | null;
    const released = result.released as { reason: string | null } | null;
    const placed = result.parts.find((p) => p.body !== null);
    const trace = {
      accountId: state.accountId,
      userId: plan?.member?.userId ?? null,
      sender,
      recipientDomains: recipientDomains(session.envelope.rcptTo.map((r) => r.address)),
      sizeBytes: result.size,
      mode: plan?.settings.mode ?? null,
    };
    const record = (outcome: "signed" | "signed_reply" | "passed" | "refused", reason: string, returnResponse: string | null) =>
      recordTrace(deps.db, { ...trace, outcome, reason, returnResponse }).catch((error: Error) =>
        deps.logger.warn({ err: error.message }, "mail relay trace not recorded"),
      );
    if ((stream as Readable & { sizeExceeded?: boolean }).sizeExceeded) {
      await record("refused", "message too large", null);
      throw refuse(552, `5.3.4 Message larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MB`);
    }
    if (!result.answer) {
      const error =
        result.error instanceof RelayRefusal ? result.error : refuse(451, "4.3.0 Signet could not read the message; try again later");
      await record("refused", error.message, null);
      throw error;
    }
    if (!result.answer.ok) {
      await record("refused", `return hop refused: ${result.answer.response}`, result.answer.response);
      throw refuse(
        result.answer.code,
        result.answer.code >= 500
          ? `5.0.0 Return hop refused: ${result.answer.response}`
          : `4.4.1 Return hop did not accept the message, try again later: ${result.answer.response}`,
      );
    }
    const partly = await reportRefused(
      deps,
      returnHops().send,
      { host: plan!.settings.returnHost!, port: plan!.settings.returnPort },
      { hostname: options.hostname, sender, refused: result.answer.refused, accountId: state.accountId },
    );
    const why = released?.reason;
    if (plan?.settings.mode === "shadow") {
      await record(
        "passed",
        (why ? `shadow: would pass (${why})` : `shadow: would sign${plan.reply ? " (reply variant)" : ""}`) + partly,
        result.answer.response,
      );
    } else if (placed) {
      await record(
        plan?.reply ? "signed_reply" : "signed",
        `signed (${placed.placement === "above-quote" ? "above the quoted message" : "at the end"})${partly}`,
        result.answer.response,
      );
    } else {
      const partReason = result.parts.map((p) => (p.body === null ? p.reason : "")).find(Boolean);
      await record("passed", (why ?? partReason ?? "no text part to sign") + partly, result.answer.response);
    }
    return result.answer.response;
  }

  const server = new SMTPServer({
    name: options.hostname,
    banner: "Signet signing relay",
    size: MAX_MESSAGE_BYTES,
    authOptional: true,
    // Nothing uses the sender's reverse DNS name; the lookup would only add to each connection's wait.
    // smtp-server still waits 100 ms before its greeting to catch early talkers (fixed, not an option):
    // once per connection, which the sending providers keep open from message to message.
    disableReverseLookup: true,
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: options.allowInsecureAuth,
    disabledCommands: options.tls ? [] : ["STARTTLS"],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    logger: false,
    onAuth(auth: SMTPServerAuthentication, session, callback) {
      // smtp-server refuses AUTH before STARTTLS only when it offers STARTTLS; without a certificate it would not.
      if (!session.secure && !options.allowInsecureAuth)
        return callback(Object.assign(new Error("5.7.0 AUTH needs TLS: issue STARTTLS first"), { responseCode: 538 }));
      companyOfCredential(deps.db, deps.secrets, auth.username ?? "", auth.password ?? "").then(
        (accountId) => (accountId ? callback(null, { user: accountId }) : callback(new Error("5.7.8 Invalid Signet relay credential"))),
        () => callback(Object.assign(new Error("4.3.0 Signet cannot check credentials right now"), { responseCode: 454 })),
      );
    },
    onMailFrom(address, session, callback) {
      onMailFrom(address, session).then(
        () => callback(),
        (error: Error) => callback(smtpError(error)),
      );
    },
    onRcptTo(_address, session, callback) {
      if (!sessions.has(session.id)) return callback(smtpError(refuse(503, "5.5.1 MAIL FROM first")));
      callback();
    },
    onData(stream, session, callback) {
      onData(stream, session).then(
        (response) => callback(null, `Relayed: ${response}`),
        (error: Error) => {
          stream.resume();
          callback(smtpError(error));
        },
      );
    },
    onClose(session) {
      sessions.get(session.id)?.abort?.(new Error("sender disconnected"));
      sessions.delete(session.id);
    },
  });
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("error", (error) => deps.logger.warn({ err: error.message }, "mail relay connection error"));

  return {
    server,
    async listen(port: number, host: string): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.listen(port, host, () => {
          server.server.off("error", reject);
          resolve();
        });
      });
      return (server.server.address() as AddressInfo).port;
    },
    /** Stops taking connections, waits for the messages under way, then closes the return hops' connections. */
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      pool?.close();
    },
    /** Drops every connection at once, as a killed process would. */
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

function smtpError(error: Error): Error {
  if (error instanceof RelayRefusal) return Object.assign(new Error(error.message), { responseCode: error.responseCode });
  return Object.assign(new Error("4.3.0 Signet cannot take the message right now; try again later"), { responseCode: 451 });
}

export type SigningRelay = ReturnType<typeof createSigningRelay>;
