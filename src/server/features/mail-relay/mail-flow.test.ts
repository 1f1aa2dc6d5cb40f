// The Mail flow tab's routes: settings, the credential shown once and sealed, "Send a test
// message" with each hop, the trace (admins, by member) and a member's own last messages;
// another company's admin and a member get nothing of it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, mailRelaySettings, profiles, ssoDomains, users } from "../../db/schema";
import { MAIL_FLOW_MESSAGES } from "../../../shared/mail-relay/mail-flow-schema";
import { createSigningRelay, type SigningRelay } from "./relay-server";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { parse } from "./relay-test-helpers";
import { SIGNATURE_CLASS } from "./insert-signature";

let n = 0;

/** A company whose admin's address is on a domain it verified, as the relay requires of a sender. */
async function verifiedCompany(ctx: TestContext) {
  const company = await createCompany(ctx, "Mail flow");
  const domain = `flow${++n}-${Date.now().toString(36)}.test`;
  const email = `admin@${domain}`;
  await ctx.deps.db
    .insert(ssoDomains)
    .values({ accountId: company.accountId, domain, verificationToken: `f${n}${Date.now()}`, verifiedAt: new Date() });
  await ctx.deps.db.update(users).set({ email }).where(eq(users.id, company.admin.userId));
  await ctx.deps.db.update(profiles).set({ email }).where(eq(profiles.id, company.admin.userId));
  return { ...company, domain, email };
}

describeEachDatabase("Mail flow settings", (ctx) => {
  let sink: SmtpSink;
  let relay: SigningRelay;
  beforeAll(async () => {
    sink = await startSmtpSink();
    relay = createSigningRelay(ctx().deps, { hostname: "relay.signet.test", allowInsecureAuth: true });
    const port = await relay.listen(0, "127.0.0.1");
    ctx().deps.config.mailRelay = { hostname: "relay.signet.test", port, running: true };
  });
  afterAll(async () => {
    await relay.close();
    await sink.close();
  });

  it("answers the defaults (off, Google, deliver unsigned) with the relay's name, port and header, and saves a change, audited", async () => {
    const { admin, accountId } = await verifiedCompany(ctx());
    const first = await admin.client.get("/api/mail-flow");
    expect(first.status).toBe(200);
    expect(first.json.mailFlow).toMatchObject({
      mode: "off",
      provider: "google",
      failurePolicy: "deliver_unsigned",
      signRule: "everyone",
      credentialUsername: null,
      relay: { hostname: "relay.signet.test", running: true },
      header: { name: "X-Signet-Relay", values: ["signed", "passed", "shadow"] },
    });
    const saved = await admin.client.patch("/api/mail-flow", {
      mode: "shadow",
      provider: "smtp",
      returnHost: "Mail.Example.com",
      returnPort: 2525,
      allowedNetworks: ["203.0.113.0/24", "2001:db8::/32"],
      signRule: "outside",
    });
    expect(saved.status).toBe(200);
    expect(saved.json.mailFlow).toMatchObject({
      mode: "shadow",
      provider: "smtp",
      returnHost: "mail.example.com",
      returnPort: 2525,
      signRule: "outside",
    });
    expect((await admin.client.get("/api/mail-flow")).json.mailFlow.allowedNetworks).toEqual(["203.0.113.0/24", "2001:db8::/32"]);
    const [entry] = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(entry.action).toBe("mail_flow.updated");
    expect((entry.data as { changes: Record<string, unknown> }).changes.mode).toEqual(["off", "shadow"]);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { admin } = await verifiedCompany(ctx());
    const cases: [object, string, string][] = [
      [{ returnHost: "not a host!" }, "returnHost", MAIL_FLOW_MESSAGES.hostInvalid],
      [{ returnPort: 70000 }, "returnPort", MAIL_FLOW_MESSAGES.portInvalid],
      [{ allowedNetworks: ["10.0.0.0/33"] }, "allowedNetworks.0", MAIL_FLOW_MESSAGES.networkInvalid],
      [{ mode: "always" }, "mode", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.client.patch("/api/mail-flow", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields), JSON.stringify(body)).toContain(field);
      if (message) expect(res.json.error.fields[field]).toBe(message);
    }
    const to = await admin.client.post("/api/mail-flow/test", { to: "nobody" });
    expect(to.status).toBe(400);
    expect(to.json.error.fields.to).toBe(MAIL_FLOW_MESSAGES.toInvalid);
    // No credential yet: the test message says what to do first.
    const early = await admin.client.post("/api/mail-flow/test", { to: "bob@example.com" });
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe(MAIL_FLOW_MESSAGES.noCredential);
  });

  it("answers the credential's password once, keeps it sealed, and sends a test message through the relay, signed, hop by hop", async () => {
    const { admin, accountId, email } = await verifiedCompany(ctx());
    await admin.client.patch("/api/mail-flow", { mode: "sign", provider: "smtp", returnHost: sink.host, returnPort: sink.port });
    const made = await admin.client.post("/api/mail-flow/credential");
    expect(made.status).toBe(200);
    const { username, password } = made.json as { username: string; password: string };
    expect(password.length).toBeGreaterThanOrEqual(24);
    const read = await admin.client.get("/api/mail-flow");
    expect(read.json.mailFlow.credentialUsername).toBe(username);
    expect(read.text).not.toContain(password);
    const [row] = await ctx().deps.db.select().from(mailRelaySettings).where(eq(mailRelaySettings.accountId, accountId));
    expect(row.relayPasswordSealed).not.toContain(password);
    const audits = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audits.map((a) => a.action)).toContain("mail_flow.credential_made");
    expect(JSON.stringify(audits)).not.toContain(password);

    const before = sink.messages.length;
    const sent = await admin.client.post("/api/mail-flow/test", { to: "bob@outside.example" });
    expect(sent.status).toBe(200);
    expect(sent.json.delivered).toBe(true);
    expect(sent.json.hops.map((h: { step: string }) => h.step)).toEqual([
      "Signet's relay",
      "Sender check",
      "Signing and return hop",
      "Trace",
    ]);
    expect(sent.json.hops[0].detail).toContain(`logged in as ${username}`);
    expect(sent.json.hops[2].detail).toMatch(/accepted the message: .*Sunk as/);
    expect(sent.json.hops[3].detail).toBe("Recorded: signed (at the end).");
    const arrived = sink.messages.slice(before).find((m) => m.to.includes("bob@outside.example"))!;
    expect(arrived.from).toBe(email);
    const parsed = await parse(arrived.raw);
    expect(parsed.subject).toBe("Signet test message");
    expect(String(parsed.html)).toContain(SIGNATURE_CLASS);

    const trace = await admin.client.get("/api/mail-flow/messages");
    expect(trace.json.messages[0]).toMatchObject({ sender: email, recipientDomains: ["outside.example"], outcome: "signed" });
    const byMember = await admin.client.get(`/api/mail-flow/messages?userId=${admin.userId}`);
    expect(byMember.json.messages).toHaveLength(1);
    expect((await admin.client.get("/api/mail-flow/my-messages")).json.messages[0]).toMatchObject({ outcome: "signed" });

    // /statistics counts it as sent with a signature (the company's zone is UTC by default).
    const today = new Date().toISOString().slice(0, 10);
    const stats = await admin.client.get(`/api/statistics?from=${today}&to=${today}`);
    expect(stats.json.signedMessages).toEqual({ current: 1, previous: 0 });

    // A new credential ends the old one: the password above no longer logs in.
    await admin.client.post("/api/mail-flow/credential");
    const stale = await ctx().deps.db.select().from(mailRelaySettings).where(eq(mailRelaySettings.accountId, accountId));
    expect(stale[0].relayUsername).not.toBe(username);
  });

  it("reports the hop that failed: a return hop that cannot be reached is a temporary refusal, and nothing is delivered", async () => {
    const { admin } = await verifiedCompany(ctx());
    await admin.client.patch("/api/mail-flow", { mode: "sign", provider: "smtp", returnHost: "127.0.0.1", returnPort: 9 });
    await admin.client.post("/api/mail-flow/credential");
    const sent = await admin.client.post("/api/mail-flow/test", { to: "bob@outside.example" });
    expect(sent.json.delivered).toBe(false);
    const failed = sent.json.hops.find((h: { ok: boolean }) => !h.ok);
    expect(failed.step).toBe("Signing and return hop");
    expect(failed.detail).toMatch(/^451 4\.4\.1 Return hop did not accept the message/);
    // Off: the relay refuses at the sender check, saying why.
    await admin.client.patch("/api/mail-flow", { mode: "off" });
    const off = await admin.client.post("/api/mail-flow/test", { to: "bob@outside.example" });
    expect(off.json.hops.find((h: { ok: boolean }) => !h.ok)).toMatchObject({
      step: "Sender check",
      detail: expect.stringMatching(/relay is off/),
    });
    // A relay that does not answer fails the first hop.
    const relayAt = ctx().deps.config.mailRelay!;
    ctx().deps.config.mailRelay = { ...relayAt, port: 9 };
    try {
      const down = await admin.client.post("/api/mail-flow/test", { to: "bob@outside.example" });
      expect(down.json.delivered).toBe(false);
      expect(down.json.hops).toEqual([{ step: "Signet's relay", ok: false, detail: expect.stringMatching(/ECONNREFUSED/) }]);
    } finally {
      ctx().deps.config.mailRelay = relayAt;
    }
  });

  it("isolation: another company's admin gets 404 for this company's member, a member 403 for admin actions, and nothing of the first company changes", async () => {
    const a = await verifiedCompany(ctx());
    const b = await verifiedCompany(ctx());
    await a.admin.client.patch("/api/mail-flow", { mode: "sign", returnHost: "mail.a.example" });
    const before = (await a.admin.client.get("/api/mail-flow")).json;
    expect((await b.admin.client.get(`/api/mail-flow/messages?userId=${a.admin.userId}`)).status).toBe(404);
    expect((await b.admin.client.get("/api/mail-flow")).json.mailFlow.returnHost).toBeNull();
    await b.admin.client.patch("/api/mail-flow", { mode: "shadow", returnHost: "mail.b.example" });
    await b.admin.client.post("/api/mail-flow/credential");
    const member = await addMember(ctx(), a.accountId);
    expect((await member.client.get("/api/mail-flow")).status).toBe(403);
    expect((await member.client.patch("/api/mail-flow", { mode: "off" })).status).toBe(403);
    expect((await member.client.post("/api/mail-flow/credential")).status).toBe(403);
    expect((await member.client.post("/api/mail-flow/test", { to: "bob@example.com" })).status).toBe(403);
    expect((await member.client.get("/api/mail-flow/messages")).status).toBe(403);
    const own = await member.client.get("/api/mail-flow/my-messages");
    expect(own.status).toBe(200);
    expect(own.json.messages).toEqual([]);
    expect((await a.admin.client.get("/api/mail-flow")).json).toEqual(before);
  });
});
