// A real SMTP server on 127.0.0.1 that records every message it accepts, byte for byte: the
// return hop in tests, the bench and `npm run dev`. It can be told to refuse (4xx, 5xx) or be slow.
import { SMTPServer } from "smtp-server";
import type { AddressInfo, Socket } from "node:net";

export type SunkMessage = { from: string; to: string[]; raw: Buffer };

export async function startSmtpSink(options: { port?: number; keep?: boolean } = {}) {
  const messages: SunkMessage[] = [];
  let refusals: { code: number; message: string }[] = [];
  let delayMs = 0;
  const refusedRecipients = new Map<string, { code: number; message: string }>();
  let count = 0;
  let opened = 0;
  let hangUpAtMailFrom = 0;
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 64 * 1024 * 1024,
    onConnect(_session, callback) {
      opened += 1;
      callback();
    },
    onMailFrom(_address, session, callback) {
      if (hangUpAtMailFrom === 0) return callback();
      // A hop that closed the connection as the next message began (its idle timeout, a restart): no answer at all.
      hangUpAtMailFrom -= 1;
      socketOf(session.id)?.destroy();
    },
    onRcptTo(address, _session, callback) {
      const refusal = refusedRecipients.get(address.address.toLowerCase());
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (options.keep !== false) chunks.push(chunk);
      });
      stream.on("end", () => {
        const refusal = refusals.shift();
        setTimeout(() => {
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          count += 1;
          if (options.keep !== false)
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks),
            });
          callback(null, `2.0.0 Sunk as #${count}`);
        }, delayMs);
      });
    },
  });
  const connections = () => (server as unknown as { connections: Set<{ id: string; _socket: Socket }> }).connections;
  const socketOf = (id: string) => [...connections()].find((c) => c.id === id)?._socket;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    messages,
    /** Messages accepted (also those not kept). */
    get count() {
      return count;
    },
    /** The next messages are refused with these answers, in order. */
    refuseNext(...answers: { code: number; message: string }[]) {
      refusals = answers;
    },
    /** RCPT TO for this address is refused with this answer (until `refuseRecipient(address, null)`). */
    refuseRecipient(address: string, answer: { code: number; message: string } | null) {
      if (answer) refusedRecipients.set(address.toLowerCase(), answer);
      else refusedRecipients.delete(address.toLowerCase());
    },
    /** Connections open now (a client that was killed drops its own). */
    get connections() {
      return connections().size;
    },
    /** Connections opened since the start. */
    get connectionsOpened() {
      return opened;
    },
    /** The next `n` connections that send MAIL FROM are dropped there, without an answer. */
    hangUpAtNextMailFrom(n = 1) {
      hangUpAtMailFrom = n;
    },
    /** Drops every open connection, as a hop's idle timeout or restart does. */
    dropConnections() {
      for (const connection of connections()) connection._socket.destroy();
    },
    /** Each answer to DATA waits this long. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
