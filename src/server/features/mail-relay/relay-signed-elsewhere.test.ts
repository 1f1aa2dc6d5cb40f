// Never twice, against what the fakes answer: a signature put into Gmail (the fake of Google
// stores it, rewritten as Gmail's editor rewrites markup, and answers it back) and written into
// a message the way Gmail writes it is recognised, and the relay leaves the message as it is.
// And campaign links through the relay: a member's campaign goes out with its tracked link and
// banner, and the link counts a click.
import { afterAll, beforeAll, expect, it } from "vitest";
import { importPKCS8, SignJWT } from "jose";
import { describeEachDatabase } from "../../test/test-app";
import { BROWSER, create, fromAddress, png, tokensIn, uploadBanner } from "../../test/campaign-fixtures";
import {
  GMAIL_SCOPE,
  GOOGLE_TOKEN_URI,
  generateDirectoryUsers,
  startFakeGoogle,
  type FakeGoogle,
} from "../../../../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../../../../dev-servers/fake-google/service-account";
import { renderSignature } from "../signature/render-signature";
import { createSigningRelay, type SigningRelay } from "./relay-server";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { htmlMessage, parse, relayCompany, sendThroughRelay } from "./relay-test-helpers";
import { findTrace } from "./message-trace";
import { SIGNATURE_CLASS } from "./insert-signature";

const rgb = (hex: string) => {
  const n = hex.length === 3 ? hex.replace(/./g, "$&$&") : hex;
  return `rgb(${[0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16)).join(", ")})`;
};

/**
 * Gmail's editor keeps a signature's text, links and images, and drops classes and ids; it
 * writes styles its own way ("color: rgb(17, 24, 39); " for "color:#111827").
 */
const asGmailKeepsIt = (html: string) =>
  html.replace(/\s(?:class|id)="[^"]*"/g, "").replace(/\sstyle="([^"]*)"/g, (_, style: string) => {
    const rules = style
      .split(";")
      .map((r) => r.trim())
      .filter(Boolean);
    const written = rules.map((r) => r.replace(/\s*:\s*/, ": ").replace(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi, (_m, h: string) => rgb(h)));
    return ` style="${written.join("; ")};"`;
  });

/** The member's signature put into Gmail and read back, over the fake's HTTP API, as an admin's service account would. */
async function throughGmail(fake: FakeGoogle, email: string, html: string) {
  const key = createServiceAccount(fake, [GMAIL_SCOPE]);
  const assertion = await new SignJWT({ scope: GMAIL_SCOPE, sub: email })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(key.client_email)
    .setAudience(GOOGLE_TOKEN_URI)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(await importPKCS8(key.private_key, "RS256"));
  const token = await fetch(`${fake.url}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const address = `${fake.url}/gmail/v1/users/${encodeURIComponent(email)}/settings/sendAs/${encodeURIComponent(email)}`;
  const headers = { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" };
  const put = await fetch(address, { method: "PUT", headers, body: JSON.stringify({ signature: html }) });
  expect(put.status).toBe(200);
  return ((await (await fetch(address, { headers })).json()) as { signature: string }).signature;
}

describeEachDatabase("mail relay: signatures put there elsewhere, campaign links", (ctx) => {
  let sink: SmtpSink;
  let relay: SigningRelay;
  let port: number;
  let fake: FakeGoogle;
  beforeAll(async () => {
    sink = await startSmtpSink();
    fake = await startFakeGoogle();
    relay = createSigningRelay(ctx().deps, { hostname: "relay.signet.test", allowInsecureAuth: true });
    port = await relay.listen(0, "127.0.0.1");
  });
  afterAll(async () => {
    await relay.close();
    await sink.close();
    await fake.close();
  });

  it("a reply Gmail wrote with the signature Gmail keeps (classes gone, styles rewritten) is not signed again", async () => {
    const c = await relayCompany(ctx(), sink);
    const [person] = generateDirectoryUsers(1, c.domain);
    fake.setUsers([{ ...person, primaryEmail: c.sender }]);
    const scope = { accountId: c.accountId, userId: c.member.userId, role: "user" as const };
    const rendered = (await renderSignature(ctx().deps, scope)).html;
    fake.rewriteSignatures(asGmailKeepsIt);
    const kept = await throughGmail(fake, c.sender, rendered);
    fake.rewriteSignatures(null);
    expect(kept).not.toBe(rendered);
    expect(kept).not.toContain(SIGNATURE_CLASS);
    // As Gmail composes a reply: the answer, the signature in its gmail_signature block, then the quote.
    const html = `<div dir="ltr">Sounds good.</div><br clear="all"><div><br></div><span class="gmail_signature_prefix">-- </span><br><div dir="ltr" class="gmail_signature">${kept}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 3 Nov 2025 at 10:12, Bob &lt;bob@outside.example&gt; wrote:<br></div><blockquote class="gmail_quote">Shall we meet?</blockquote></div>`;
    const raw = htmlMessage({
      from: `Ann Archer <${c.sender}>`,
      to: "bob@outside.example",
      subject: "Re: Meeting",
      headers: ["In-Reply-To: <q1@outside.example>"],
      html,
    });
    const auth = { user: c.credential.username, pass: c.credential.password };
    await sendThroughRelay({ port, auth, from: c.sender, to: ["bob@outside.example"], raw });
    const out = sink.messages.filter((m) => m.from === c.sender).at(-1)!;
    const parsed = await parse(out.raw);
    expect(parsed.html).not.toContain(SIGNATURE_CLASS);
    expect(parsed.html).toContain(kept);
    expect((await findTrace(ctx().deps.db, { accountId: c.accountId }))[0]).toMatchObject({ outcome: "passed", reason: "already signed" });
  });

  it("signs with the member's campaign: its banner and tracked link go out, and the link counts a click", async () => {
    const c = await relayCompany(ctx(), sink);
    // A campaign the company requires of everyone: Ann's signature carries it without her picking it.
    const upload = await uploadBanner(ctx(), c.admin.client.cookieHeader(), await png(300, 90));
    const campaign = await create(ctx(), c.admin.client, {
      imageUrl: upload.json.url,
      landingPageUrl: "https://example.com/landing",
      isRequired: true,
    });
    const auth = { user: c.credential.username, pass: c.credential.password };
    const raw = [
      `From: Ann Archer <${c.sender}>`,
      "To: bob@outside.example",
      "Subject: Hello",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello</p>",
      "",
    ].join("\r\n");
    await sendThroughRelay({ port, auth, from: c.sender, to: ["bob@outside.example"], raw });
    const html = String((await parse(sink.messages.filter((m) => m.from === c.sender).at(-1)!.raw)).html);
    expect(html).toContain(SIGNATURE_CLASS);
    const { clicks, images } = tokensIn(html);
    expect(clicks.length).toBeGreaterThan(0);
    expect(images.length).toBeGreaterThan(0);
    const click = await ctx().app.request(
      `/r/${clicks.at(-1)}`,
      { headers: { "user-agent": BROWSER }, redirect: "manual" },
      fromAddress("203.0.113.9"),
    );
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://example.com/landing");
    // Clicks are written in batches: the one this click is in, written now.
    await ctx().deps.campaignEvents.flush();
    const list = await c.admin.client.get("/api/campaigns");
    expect((list.json.campaigns as { id: string; clicks30d: number }[]).find((x) => x.id === campaign.id)?.clicks30d).toBe(1);
  });
});
