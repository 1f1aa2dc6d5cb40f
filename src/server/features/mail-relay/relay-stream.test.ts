// A 35 MB message streams through the relay, signed: memory does not grow with its size.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createSigningRelay, type SigningRelay } from "./relay-server";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { relayCompany, sendThroughRelay } from "./relay-test-helpers";
import { largeMessage } from "./large-message";
import { findTrace } from "./message-trace";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const MB = 1024 * 1024;
// Live memory, not garbage waiting for a lazy collector: collect, then measure.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

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
    gc();
    const baseline = used();
    let peak = baseline;
    const timer = setInterval(() => {
      gc();
      peak = Math.max(peak, used());
    }, 2000);
    try {
      await sendThroughRelay({
        port,
        auth: { user: c.credential.username, pass: c.credential.password },
        from: c.sender,
        to: ["bob@outside.example"],
        raw: largeMessage(c.sender, "bob@outside.example", 35 * MB),
      });
    } finally {
      clearInterval(timer);
    }
    expect(sink.count).toBe(before + 1);
    const [trace] = await findTrace(ctx().deps.db, { accountId: c.accountId });
    expect(trace.outcome).toBe("signed");
    expect(trace.sizeBytes).toBeGreaterThan(35 * MB);
    // A buffered message alone would be 35 MB and more; streaming holds the lookahead and a few
    // chunks per stream on each of the four connections (client, relay in, relay out, sink), all in this process.
    expect((peak - baseline) / MB).toBeLessThan(16);
  }, 400_000);
});
