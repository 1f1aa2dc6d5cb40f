// The return hop's connections are kept and reused; one the hop dropped is replaced and the
// message still goes through, once and whole; the relay's close closes them.
import { beforeAll, expect, it } from "vitest";
import { createSigningRelay } from "./relay-server";
import { describeEachDatabase } from "../../test/test-app";
import { parse, relayCompany, sendThroughRelay, simpleMessage, useRelayAndSink } from "./relay-test-helpers";
import { SIGNATURE_CLASS } from "./insert-signature";
import { until } from "../../test/until";

describeEachDatabase("mail relay: the return hop's connections", (ctx) => {
  const rig = useRelayAndSink(ctx);
  let company: Awaited<ReturnType<typeof relayCompany>>;
  beforeAll(async () => {
    company = await relayCompany(ctx(), rig.sink);
  });

  const send = (subject: string) =>
    sendThroughRelay({
      port: rig.port,
      auth: { user: company.credential.username, pass: company.credential.password },
      from: company.sender,
      to: ["bob@outside.example"],
      raw: simpleMessage(company.sender, "bob@outside.example", { subject, html: `<p>${subject}</p>` }),
    });
  const arrived = (subject: string) => rig.sink.messages.filter((m) => m.raw.toString().includes(`Subject: ${subject}`));

  it("sends one message after another over one connection to the hop", async () => {
    await send("pool first");
    const opened = rig.sink.connectionsOpened;
    for (const subject of ["pool second", "pool third", "pool fourth"]) expect((await send(subject)).response).toMatch(/Sunk as/);
    expect(rig.sink.connectionsOpened).toBe(opened);
    for (const subject of ["pool second", "pool third", "pool fourth"]) expect(arrived(subject)).toHaveLength(1);
  });

  it("replaces a kept connection the hop dropped as the next message began: the message arrives once, whole and signed", async () => {
    await send("before the drop");
    const opened = rig.sink.connectionsOpened;
    rig.sink.hangUpAtNextMailFrom();
    const answer = await send("after the drop");
    expect(answer.response).toMatch(/^250 Relayed: 250 2\.0\.0 Sunk as/);
    expect(rig.sink.connectionsOpened).toBe(opened + 1);
    const [message] = arrived("after the drop");
    expect(arrived("after the drop")).toHaveLength(1);
    const parsed = await parse(message.raw);
    expect(parsed.text).toContain("See you tomorrow.");
    expect(String(parsed.html)).toContain("<p>after the drop</p>");
    expect(String(parsed.html)).toContain(SIGNATURE_CLASS);
  });

  it("replaces kept connections the hop closed while they sat idle", async () => {
    await send("before the hop restarts");
    rig.sink.dropConnections();
    await until(
      () => rig.sink.connections,
      (n) => n === 0,
      "the hop's connections to close",
    );
    expect((await send("after the hop restarted")).response).toMatch(/Sunk as/);
    expect(arrived("after the hop restarted")).toHaveLength(1);
  });

  it("closes the hop's connections when the relay closes", async () => {
    await send("before closing");
    expect(rig.sink.connections).toBeGreaterThan(0);
    await rig.relay.close();
    await until(
      () => rig.sink.connections,
      (n) => n === 0,
      "the relay's connections to the hop to close",
    );
    // A relay again, for the describe's end to close.
    rig.relay = createSigningRelay(ctx().deps, { hostname: "relay.signet.test", allowInsecureAuth: true });
    rig.port = await rig.relay.listen(0, "127.0.0.1");
  });
});
