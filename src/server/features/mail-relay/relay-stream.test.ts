// A 35 MB message streams through the relay, signed: memory does not grow with its size.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Transform, type Readable } from "node:stream";
import { describeEachDatabase } from "../../test/test-app";
import { createSigningRelay, type SigningRelay } from "./relay-server";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { relayCompany, sendThroughRelay } from "./relay-test-helpers";
import { largeMessage } from "./large-message";
import { findTrace } from "./message-trace";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const MB = 1024 * 1024;
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/**
 * Live memory (heap and buffers), not garbage waiting for a lazy collector. After a full collection
 * V8 releases the dead ArrayBuffers' memory on a background thread, and process.memoryUsage() counts
 * them until it has: one gc() during this send read up to 22 MB over the baseline where a second one
 * read under 1 MB, and more on a busy machine, where that thread waits for a core. A collection
 * first waits for the previous one's release, so after the second gc() only live buffers are counted.
 */
function liveBytes() {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** `source` as it is read, calling `sample` each time another `every` bytes of it went by. */
function sampledEvery(every: number, source: Readable, sample: () => void): Readable {
  let read = 0;
  let next = every;
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        read += chunk.length;
        if (read >= next) {
          next += every;
          sample();
        }
        callback(null, chunk);
      },
    }),
  );
}

describeEachDatabase("mail relay: large messages", (ctx) => {
  let sink: SmtpSink;
  let relay: SigningRelay;
  let port: number;
  beforeAll(async () => {
    sink = await startSmtpSink({ keep: false });
    relay = createSigningRelay(ctx().deps, { hostname: "relay.signet.test", allowInsecureAuth: true });
    port = await relay.listen(0, "127.0.0.1");
  });
  afterAll(async () => {
    await relay.close();
    await sink.close();
  });

  it("streams a 35 MB message through, signed, with memory flat (well under the message's size)", async () => {
    const c = await relayCompany(ctx(), sink);
    const auth = { user: c.credential.username, pass: c.credential.password };
    // A first small message warms what every message shares (the template cache, the connections' code).
    await sendThroughRelay({
      port,
      auth,
      from: c.sender,
      to: ["bob@outside.example"],
      raw: largeMessage(c.sender, "bob@outside.example", 1 * MB),
    });
    const before = sink.count;
    const baseline = liveBytes();
    // Sampled by progress, not by time: every 2 MB the client's source gives, whatever the machine's
    // speed. Everything runs in this one process, so while a sample collects nothing moves: it sees
    // the client, the relay and the sink each holding what they held at that moment.
    const samples: number[] = [];
    await sendThroughRelay({
      port,
      auth,
      from: c.sender,
      to: ["bob@outside.example"],
      raw: sampledEvery(2 * MB, largeMessage(c.sender, "bob@outside.example", 35 * MB), () => samples.push((liveBytes() - baseline) / MB)),
    });
    expect(sink.count).toBe(before + 1);
    const [trace] = await findTrace(ctx().deps.db, { accountId: c.accountId });
    expect(trace.outcome).toBe("signed");
    expect(trace.sizeBytes).toBeGreaterThan(35 * MB);
    expect(samples.length).toBeGreaterThanOrEqual(17);
    // A buffered message alone would be 35 MB and more. What the streams of this process may hold
    // at once, whatever the message's size: the relay's object-mode stages (the Splitter's output,
    // the MessageGate's input and output, the Rewriter's input and output, the Joiner's input) 16
    // chunks each of at most a socket read (64 KB), 6 MB; the byte streams on the way (the client's
    // source and SMTP data stream, both ends of both connections, smtp-server's data streams in the
    // relay and the sink, the relay's input and hop streams) 16 to 64 KB each, about 1 MB; the gate's
    // lookahead, 0.5 MB. What the kernel holds in the sockets' buffers is not this process's memory.
    // Measured here: about 1 MB with the sink reading at once, 3 to 4 MB behind a slow return hop.
    const peak = Math.max(...samples);
    expect(peak, `MB over the baseline, every 2 MB: ${samples.map((s) => s.toFixed(1)).join(" ")}`).toBeLessThan(10);
  }, 400_000);
});
