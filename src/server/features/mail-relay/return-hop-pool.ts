// Open SMTP connections to each return hop, reused from message to message: a new connection
// costs the hop's greeting, EHLO and STARTTLS for every message. Bounded per hop address (senders
// past the bound wait for a connection), closed after a while idle and on shutdown.
//
// A connection the hop closed while it sat idle (its idle timeout, a restart) is found out only
// when the next message is sent on it. The message is handed over lazily (lazy-message.ts): not a
// byte is read from it before the hop said 354 to DATA. So when a reused connection fails before
// that, the message is still whole and goes out on a new connection; once a byte went, a failure
// is the hop's answer as before (4xx: the sender keeps the message and retries). Never a 250
// without the hop's.
import SMTPConnection from "nodemailer/lib/smtp-connection";
import type { Readable } from "node:stream";
import { acceptedAnswer, answerOf, type ReturnHop, type ReturnHopTimeouts, type SendToHop, type SmtpError } from "./return-hop";
import { lazyMessage } from "./lazy-message";

export type ReturnHopPoolOptions = {
  /** The name the relay says EHLO as. */
  clientName: string;
  timeouts: ReturnHopTimeouts;
  verifyCertificates: boolean;
  /** Open connections per hop address at most. */
  maxConnections?: number;
  /** A connection is closed after this many messages (a hop may limit messages per connection). */
  maxMessages?: number;
  /** An idle connection is closed (QUIT) after this long. */
  idleMs?: number;
};

export const RETURN_HOP_POOL = { maxConnections: 20, maxMessages: 100, idleMs: 30_000 };

type Pooled = { connection: SMTPConnection; messages: number; alive: boolean; idleTimer?: NodeJS.Timeout };
type Hop = { open: number; idle: Pooled[]; waiting: (() => void)[] };

/** An error the connection itself caused (dropped, timed out, 421 closing): the same message may go out on another. */
const isConnectionFailure = (error: SmtpError) =>
  error.responseCode === 421 || error.code === "ECONNECTION" || error.code === "ESOCKET" || error.code === "ETIMEDOUT";

export function createReturnHopPool(options: ReturnHopPoolOptions) {
  const maxConnections = options.maxConnections ?? RETURN_HOP_POOL.maxConnections;
  const maxMessages = options.maxMessages ?? RETURN_HOP_POOL.maxMessages;
  const idleMs = options.idleMs ?? RETURN_HOP_POOL.idleMs;
  const hops = new Map<string, Hop>();
  let closed = false;

  const hopOf = (key: string) => {
    let hop = hops.get(key);
    if (!hop) hops.set(key, (hop = { open: 0, idle: [], waiting: [] }));
    return hop;
  };

  function connect(address: ReturnHop): Promise<Pooled> {
    const connection = new SMTPConnection({
      host: address.host,
      port: address.port,
      secure: address.port === 465,
      name: options.clientName,
      connectionTimeout: options.timeouts.connectMs,
      greetingTimeout: options.timeouts.connectMs,
      socketTimeout: options.timeouts.socketMs,
      tls: { rejectUnauthorized: options.verifyCertificates },
      logger: false,
    });
    const pooled: Pooled = { connection, messages: 0, alive: true };
    // An idle connection's error (the hop hung up, a timeout) only ends it; the next message takes another.
    connection.on("error", () => (pooled.alive = false));
    connection.once("end", () => (pooled.alive = false));
    // connect()'s callback runs once the hop greeted and took EHLO; a refused or dropped connection is an "error" or "end" event.
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        connection.close();
        reject(error);
      };
      connection.once("error", fail);
      connection.once("end", () => fail(Object.assign(new Error("Connection closed by the return hop"), { code: "ECONNECTION" })));
      connection.connect((error) => {
        if (error) return fail(error);
        settled = true;
        connection.off("error", fail);
        resolve(pooled);
      });
    });
  }

  /** An open connection to the hop: an idle one (unless `fresh`), else a new one while under the bound, else the next one released. */
  async function acquire(key: string, address: ReturnHop, fresh: boolean): Promise<{ pooled: Pooled; reused: boolean }> {
    const hop = hopOf(key);
    for (;;) {
      if (closed) throw Object.assign(new Error("the relay is shutting down"), { code: "ECONNECTION" });
      while (!fresh && hop.idle.length > 0) {
        const pooled = hop.idle.pop()!;
        clearTimeout(pooled.idleTimer);
        if (pooled.alive) return { pooled, reused: true };
        end(hop, pooled);
      }
      // A new connection is wanted and idle ones fill the bound: the oldest idle one makes room.
      if (fresh && hop.open >= maxConnections && hop.idle.length > 0) {
        const oldest = hop.idle.shift()!;
        clearTimeout(oldest.idleTimer);
        end(hop, oldest);
      }
      if (hop.open < maxConnections) {
        hop.open += 1;
        try {
          return { pooled: await connect(address), reused: false };
        } catch (error) {
          hop.open -= 1;
          hop.waiting.shift()?.();
          throw error;
        }
      }
      await new Promise<void>((resolve) => hop.waiting.push(resolve));
    }
  }

  /** Ends a connection that is not idle (QUIT when it still works) and lets the next waiting message open one. */
  function end(hop: Hop, pooled: Pooled) {
    if (pooled.alive) pooled.connection.quit();
    else pooled.connection.close();
    pooled.alive = false;
    hop.open -= 1;
    hop.waiting.shift()?.();
  }

  function release(hop: Hop, pooled: Pooled) {
    if (closed || !pooled.alive || pooled.messages >= maxMessages) return end(hop, pooled);
    pooled.idleTimer = setTimeout(() => {
      hop.idle.splice(hop.idle.indexOf(pooled), 1);
      end(hop, pooled);
    }, idleMs);
    pooled.idleTimer.unref();
    hop.idle.push(pooled);
    hop.waiting.shift()?.();
  }

  /** One attempt on one connection; `untouched`: the message was not read, so it may be sent again. */
  function sendOn(pooled: Pooled, envelope: { from: string; to: string[] }, message: Readable) {
    const lazy = lazyMessage(message);
    return new Promise<{ answer: ReturnType<typeof acceptedAnswer>; error: SmtpError | null; untouched: boolean }>((resolve) =>
      pooled.connection.send(envelope, lazy.stream, (error, info) => {
        pooled.messages += 1;
        if (error) resolve({ answer: answerOf(error as SmtpError), error: error as SmtpError, untouched: !lazy.isRead() });
        else resolve({ answer: acceptedAnswer(info!), error: null, untouched: false });
      }),
    );
  }

  /** After a refusal the connection is fine: RSET, and it serves the next message. */
  const resetOrClose = (pooled: Pooled) =>
    new Promise<void>((resolve) =>
      pooled.connection.reset((error) => {
        if (error) pooled.alive = false;
        resolve();
      }),
    );

  const send: SendToHop = async (address, envelope, message) => {
    if (closed) return { ok: false, code: 451, response: "the relay is shutting down" };
    const key = `${address.host}:${address.port}`;
    const hop = hopOf(key);
    let fresh = false;
    for (;;) {
      let slot: { pooled: Pooled; reused: boolean };
      try {
        slot = await acquire(key, address, fresh);
      } catch (error) {
        return answerOf(error as SmtpError);
      }
      const { pooled, reused } = slot;
      const result = await sendOn(pooled, envelope, message);
      if (!result.error) {
        release(hop, pooled);
        return result.answer;
      }
      if (isConnectionFailure(result.error) || !pooled.alive) {
        pooled.alive = false;
        end(hop, pooled);
        // A reused connection the hop had dropped: the message is whole, it goes on a new one.
        if (reused && result.untouched) {
          fresh = true;
          continue;
        }
      } else {
        await resetOrClose(pooled);
        release(hop, pooled);
      }
      return result.answer;
    }
  };

  return {
    send,
    /** Connections open now to each hop (idle and sending), for tests. */
    openConnections: (address: ReturnHop) => hops.get(`${address.host}:${address.port}`)?.open ?? 0,
    /** QUITs idle connections; those still sending close when their message is done. */
    close() {
      closed = true;
      for (const hop of hops.values()) {
        for (const pooled of hop.idle.splice(0)) {
          clearTimeout(pooled.idleTimer);
          end(hop, pooled);
        }
        for (const wake of hop.waiting.splice(0)) wake();
      }
    },
  };
}

export type ReturnHopPool = ReturnType<typeof createReturnHopPool>;
