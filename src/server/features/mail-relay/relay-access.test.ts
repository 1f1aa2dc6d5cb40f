// Who may relay: only an authenticated company connection (credential or allowed network), only
// for senders and From addresses on a domain that company verified, only while its mail flow is on.
// Every refusal is a 5xx saying why, and the sink receives nothing.
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createSigningRelay } from "./relay-server";
import { startSmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { refusalOf, relayCompany, simpleMessage, useRelayAndSink } from "./relay-test-helpers";
import { updateRelaySettings } from "./relay-settings";
import { findTrace } from "./message-trace";

describeEachDatabase("mail relay: who may relay", (ctx) => {
  const rig = useRelayAndSink(ctx);

  /**
   * A message to bob@example.com through the relay, logged in with `credential`, with the
   * envelope sender `from` and the From address `fromHeader` (the same unless given).
   */
  const sendToBob = (credential: { username: string; password: string }, from: string, fromHeader = from) =>
    refusalOf({
      port: rig.port,
      auth: { user: credential.username, pass: credential.password },
      from,
      to: ["bob@example.com"],
      raw: simpleMessage(fromHeader, "bob@example.com"),
    });

  it("relays a message from the company's credential and its verified domain, and answers with the return hop's 250", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const before = rig.sink.messages.length;
    const answer = await sendToBob(c.credential, c.sender);
    expect(answer.code).toBe(250);
    expect(answer.response).toMatch(/Sunk as/);
    expect(rig.sink.messages.length).toBe(before + 1);
    expect(rig.sink.messages.at(-1)!.to).toEqual(["bob@example.com"]);
  });

  it("refuses an unauthenticated connection with 530, and the sink gets nothing", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const before = rig.sink.messages.length;
    const answer = await refusalOf({
      port: rig.port,
      from: c.sender,
      to: ["bob@example.com"],
      raw: simpleMessage(c.sender, "bob@example.com"),
    });
    expect(answer.code).toBe(530);
    expect(answer.response).toMatch(/Authentication required/);
    expect(rig.sink.messages.length).toBe(before);
  });

  it("refuses a wrong password with 535", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const answer = await refusalOf({
      port: rig.port,
      auth: { user: c.credential.username, pass: `${c.credential.password}x` },
      from: c.sender,
      to: ["bob@example.com"],
      raw: simpleMessage(c.sender, "bob@example.com"),
    });
    expect(answer.code).toBe(535);
  });

  it("refuses a sender on a domain the company did not verify", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const before = rig.sink.messages.length;
    const answer = await sendToBob(c.credential, "eve@foreign.test");
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/foreign\.test is not a domain your company verified/);
    expect(rig.sink.messages.length).toBe(before);
  });

  it("refuses a From header on a foreign domain behind a verified envelope sender", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const before = rig.sink.messages.length;
    const answer = await sendToBob(c.credential, c.sender, "ceo@foreign.test");
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/From domain foreign\.test/);
    expect(rig.sink.messages.length).toBe(before);
    const [trace] = await findTrace(ctx().deps.db, { accountId: c.accountId });
    expect(trace).toMatchObject({ outcome: "refused", recipientDomains: ["example.com"] });
    expect(trace.reason).toMatch(/From domain foreign\.test/);
  });

  it("refuses another company's credential with this company's sender", async () => {
    const a = await relayCompany(ctx(), rig.sink);
    const b = await relayCompany(ctx(), rig.sink);
    const before = rig.sink.messages.length;
    const answer = await sendToBob(b.credential, a.sender);
    expect(answer.code).toBe(550);
    expect(rig.sink.messages.length).toBe(before);
  });

  it("refuses while the company's mail flow is off", async () => {
    const c = await relayCompany(ctx(), rig.sink, { mode: "off" });
    const answer = await sendToBob(c.credential, c.sender);
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/relay is off/);
  });

  it("accepts without AUTH from an allowed network, only for that company's verified domain", async () => {
    const c = await relayCompany(ctx(), rig.sink, { allowedNetworks: ["127.0.0.0/8"] });
    const ok = await refusalOf({
      port: rig.port,
      from: c.sender,
      to: ["bob@example.com"],
      raw: simpleMessage(c.sender, "bob@example.com"),
    });
    expect(ok.code).toBe(250);
    const foreign = await refusalOf({
      port: rig.port,
      from: "eve@foreign.test",
      to: ["bob@example.com"],
      raw: simpleMessage("eve@foreign.test", "x@y.test"),
    });
    expect(foreign.code).toBe(550);
    await updateRelaySettings(ctx().deps.db, { accountId: c.accountId }, { allowedNetworks: [] });
  });

  it("stops a routing loop by its hop count, and returns a message that already passed through Signet as it is", async () => {
    const c = await relayCompany(ctx(), rig.sink);
    const auth = { user: c.credential.username, pass: c.credential.password };
    const looped = await refusalOf({
      port: rig.port,
      auth,
      from: c.sender,
      to: ["bob@example.com"],
      raw: simpleMessage(c.sender, "bob@example.com", { headers: "X-Signet-Hops: 3" }),
    });
    expect(looped.code).toBe(554);
    expect(looped.response).toMatch(/Routing loop/);
    const raw = simpleMessage(c.sender, "bob@example.com", { headers: "X-Signet-Relay: signed\r\nX-Signet-Hops: 1" });
    expect((await refusalOf({ port: rig.port, auth, from: c.sender, to: ["bob@example.com"], raw })).code).toBe(250);
    const arrived = rig.sink.messages.at(-1)!.raw.toString();
    expect(arrived).toMatch(/^X-Signet-Hops: 2\r?$/m);
    expect(arrived.slice(arrived.indexOf("\r\n\r\n"))).toBe(raw.slice(raw.indexOf("\r\n\r\n")));
  });
});

describe("mail relay: AUTH needs TLS unless allowed", () => {
  it("refuses AUTH on a connection without TLS when insecure AUTH is not allowed", async () => {
    const sink = await startSmtpSink();
    // No database is reached: the refusal comes before any lookup.
    const relay = createSigningRelay({ logger: { warn() {} } } as never, { hostname: "relay.signet.test", allowInsecureAuth: false });
    const port = await relay.listen(0, "127.0.0.1");
    try {
      const answer = await refusalOf({
        port,
        auth: { user: "u", pass: "p" },
        from: "a@b.test",
        to: ["c@d.test"],
        raw: "Subject: x\r\n\r\nx",
      });
      expect(answer.code).toBe(538);
    } finally {
      await relay.close();
      await sink.close();
    }
  });
});
