// Never lose a message: the relay answers 250 only after the return hop accepted; a temporary
// refusal, an unreachable or slow hop is a 4xx (the sender keeps the message and retries); a
// refusal for good is passed back as the 5xx it was; when Signet cannot sign, the company's
// setting decides (deliver unsigned, or 4xx); a relay dropped mid-message relays nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { until } from "../../test/until";
import { describeEachDatabase } from "../../test/test-app";
import { companyTemplates } from "../../db/schema";
import { createSigningRelay, type SigningRelay } from "./relay-server";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { parse, refusalOf, relayCompany, sendThroughRelay, simpleMessage } from "./relay-test-helpers";
import { updateRelaySettings } from "./relay-settings";
import { findTrace } from "./message-trace";
import { SIGNATURE_CLASS } from "./insert-signature";

/** A port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachDatabase("mail relay: never lose a message", (ctx) => {
  let sink: SmtpSink;
  let relay: SigningRelay;
  let port: number;
  let failSigning: null | "throw" | "hang" = null;
  beforeAll(async () => {
    sink = await startSmtpSink();
    relay = createSigningRelay(ctx().deps, {
      hostname: "relay.signet.test",
      allowInsecureAuth: true,
      signTimeoutMs: 400,
      hopTimeouts: { connectMs: 1000, socketMs: 800 },
      signatureSource: async (scope, reply) => {
        if (failSigning === "throw") throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        if (failSigning === "hang") return new Promise<string>(() => {});
        const { renderSignature } = await import("../signature/render-signature");
        return (await renderSignature(ctx().deps, scope, { reply })).html;
      },
    });
    port = await relay.listen(0, "127.0.0.1");
  });
  afterAll(async () => {
    await relay.close();
    await sink.close();
  });

  async function send(company: Awaited<ReturnType<typeof relayCompany>>, raw?: string | Readable) {
    return refusalOf({
      port,
      auth: { user: company.credential.username, pass: company.credential.password },
      from: company.sender,
      to: ["bob@outside.example"],
      raw: raw ?? simpleMessage(company.sender, "bob@outside.example"),
    });
  }
  const lastTrace = async (accountId: string) => (await findTrace(ctx().deps.db, { accountId }))[0];

  it("answers 4xx when the return hop refuses for now, and relays nothing", async () => {
    const c = await relayCompany(ctx(), sink);
    const before = sink.count;
    sink.refuseNext({ code: 451, message: "4.7.1 Try again later" });
    const answer = await send(c);
    expect(answer.code).toBe(451);
    expect(answer.response).toMatch(/Return hop did not accept/);
    expect(sink.count).toBe(before);
    expect(await lastTrace(c.accountId)).toMatchObject({ outcome: "refused" });
    // The sender's retry goes through.
    expect((await send(c)).code).toBe(250);
    expect(sink.count).toBe(before + 1);
  });

  it("passes a refusal for good back as the 5xx it was", async () => {
    const c = await relayCompany(ctx(), sink);
    sink.refuseNext({ code: 550, message: "5.7.1 Relaying denied for this IP" });
    const answer = await send(c);
    expect(answer.code).toBe(550);
    expect(answer.response).toMatch(/Relaying denied/);
    expect((await lastTrace(c.accountId)).returnResponse).toMatch(/550 5\.7\.1 Relaying denied/);
  });

  it("answers 4xx when the return hop cannot be reached", async () => {
    const c = await relayCompany(ctx(), sink, { returnPort: await closedPort() });
    const answer = await send(c);
    expect(answer.code).toBe(451);
    expect((await lastTrace(c.accountId)).returnResponse).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  it("answers 4xx when the return hop is too slow to answer", async () => {
    const c = await relayCompany(ctx(), sink);
    sink.setDelay(2000);
    try {
      const before = sink.count;
      const answer = await send(c);
      expect(answer.code).toBe(451);
      // The hop still takes the message it had whole when the relay gave up (SMTP's known duplicate
      // on a timeout after the final dot): wait for that, so it lands in no later test's count.
      await until(
        () => sink.count,
        (count) => count === before + 1,
        "the slow hop to finish the message the relay gave up on",
      );
    } finally {
      sink.setDelay(0);
    }
  });

  it("waits for a slow return hop that answers in time: the sender's 250 comes only after the hop's", async () => {
    const c = await relayCompany(ctx(), sink);
    const mine = () => sink.messages.filter((m) => m.from === c.sender).length;
    sink.setDelay(500);
    try {
      const started = performance.now();
      const answer = await send(c);
      expect(answer.code).toBe(250);
      expect(answer.response).toMatch(/Sunk as/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(500);
      expect(mine()).toBe(1);
    } finally {
      sink.setDelay(0);
    }
  });

  it("delivers to the recipients the return hop took and tells the sender of the one it refused, with the hop's answer", async () => {
    const c = await relayCompany(ctx(), sink);
    sink.refuseRecipient("gone@outside.example", { code: 550, message: "5.1.1 gone@outside.example: no such user" });
    try {
      const before = sink.messages.length;
      const answer = await refusalOf({
        port,
        auth: { user: c.credential.username, pass: c.credential.password },
        from: c.sender,
        to: ["bob@outside.example", "gone@outside.example"],
        raw: simpleMessage(c.sender, "bob@outside.example"),
      });
      // The accepted recipient has the message: a 4xx would send it to them again.
      expect(answer.code).toBe(250);
      const arrived = sink.messages.slice(before);
      const delivered = arrived.find((m) => m.to.includes("bob@outside.example"))!;
      expect(delivered.to).toEqual(["bob@outside.example"]);
      expect(String((await parse(delivered.raw)).html)).toContain(SIGNATURE_CLASS);
      // The report goes to the sender from the null sender, naming the refused recipient and why.
      const report = arrived.find((m) => m.to.includes(c.sender))!;
      expect(report.from).toBe("");
      const parsed = await parse(report.raw);
      expect(parsed.subject).toBe("Undelivered Mail: some recipients were refused");
      expect(parsed.text).toContain("gone@outside.example: 550 5.1.1 gone@outside.example: no such user");
      expect(report.raw.toString()).toContain("Status: 5.1.1");
      expect((await lastTrace(c.accountId)).reason).toMatch(
        /^signed \(at the end\); the return hop refused 1 recipient \(outside\.example\): 550 5\.1\.1/,
      );
    } finally {
      sink.refuseRecipient("gone@outside.example", null);
    }
  });

  it("answers as the hop did when it refuses every recipient, and relays nothing", async () => {
    const c = await relayCompany(ctx(), sink);
    sink.refuseRecipient("gone@outside.example", { code: 550, message: "5.1.1 no such user" });
    try {
      const before = sink.count;
      const answer = await refusalOf({
        port,
        auth: { user: c.credential.username, pass: c.credential.password },
        from: c.sender,
        to: ["gone@outside.example"],
        raw: simpleMessage(c.sender, "gone@outside.example"),
      });
      expect(answer.code).toBe(550);
      expect(sink.count).toBe(before);
    } finally {
      sink.refuseRecipient("gone@outside.example", null);
    }
  });

  it("delivers unsigned when the signature cannot be had (database unreachable), the company's default", async () => {
    const c = await relayCompany(ctx(), sink);
    failSigning = "throw";
    try {
      expect((await send(c)).code).toBe(250);
    } finally {
      failSigning = null;
    }
    const arrived = await parse(sink.messages.at(-1)!.raw);
    expect(arrived.html).not.toContain(SIGNATURE_CLASS);
    expect(arrived.headers.get("x-signet-relay")).toBe("passed");
    expect(await lastTrace(c.accountId)).toMatchObject({ outcome: "passed" });
    expect((await lastTrace(c.accountId)).reason).toMatch(/could not sign \(connect ECONNREFUSED/);
  });

  it("delivers unsigned when the signature takes longer than the timeout", async () => {
    const c = await relayCompany(ctx(), sink);
    failSigning = "hang";
    try {
      expect((await send(c)).code).toBe(250);
    } finally {
      failSigning = null;
    }
    expect((await lastTrace(c.accountId)).reason).toMatch(/could not sign \(signature not ready within 400 ms\)/);
  });

  it("delivers unsigned on a render error (the company has no template)", async () => {
    const c = await relayCompany(ctx(), sink);
    await ctx().deps.db.delete(companyTemplates).where(eq(companyTemplates.accountId, c.accountId));
    expect((await send(c)).code).toBe(250);
    expect(await lastTrace(c.accountId)).toMatchObject({ outcome: "passed" });
    expect((await lastTrace(c.accountId)).reason).toMatch(/could not sign/);
  });

  it("answers 4xx instead when the company asked for that, and relays nothing", async () => {
    const c = await relayCompany(ctx(), sink, { failurePolicy: "defer" });
    const before = sink.count;
    failSigning = "throw";
    try {
      const answer = await send(c);
      expect(answer.code).toBe(451);
      expect(answer.response).toMatch(/cannot add the signature right now/);
    } finally {
      failSigning = null;
    }
    expect(sink.count).toBe(before);
    await updateRelaySettings(ctx().deps.db, { accountId: c.accountId }, { failurePolicy: "deliver_unsigned" });
  });

  it("relays nothing when it is dropped mid-message: the sender has no 250", async () => {
    const c = await relayCompany(ctx(), sink);
    const before = sink.count;
    const head = simpleMessage(c.sender, "bob@outside.example").replace(/--b1--\r\n$/, "");
    let sent = 0;
    const slow = new Readable({
      read() {
        if (sent === 0) this.push(head + "--b1\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\n");
        sent += 1;
        if (sent === 40) relay.dropConnections();
        if (sent > 200) return void this.push(null);
        setTimeout(() => this.push("QUJD".repeat(19) + "\r\n".repeat(1) + "QUJD".repeat(19) + "\r\n"), 5);
      },
    });
    const answer = await send(c, slow);
    expect(answer.code).not.toBe(250);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.count).toBe(before);
  });
});

describe("mail relay: database unreachable", () => {
  it("answers 4xx to AUTH and MAIL FROM when the database cannot be reached, so the sender retries", async () => {
    const sink = await startSmtpSink();
    const down = new Proxy(
      {},
      {
        get() {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        },
      },
    );
    const relay = createSigningRelay({ db: down, logger: { warn() {} } } as never, {
      hostname: "relay.signet.test",
      allowInsecureAuth: true,
    });
    const port = await relay.listen(0, "127.0.0.1");
    try {
      const withAuth = await refusalOf({
        port,
        auth: { user: "u", pass: "p" },
        from: "a@b.test",
        to: ["c@d.test"],
        raw: "Subject: x\r\n\r\nx",
      });
      expect(withAuth.code).toBe(454);
      const withoutAuth = await refusalOf({ port, from: "a@b.test", to: ["c@d.test"], raw: "Subject: x\r\n\r\nx" });
      expect(withoutAuth.code).toBe(451);
      expect(sink.count).toBe(0);
    } finally {
      await relay.close();
      await sink.close();
    }
  });
});

void sendThroughRelay;
