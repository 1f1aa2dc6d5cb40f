import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../test/test-app";
import { signUpUser, TEST_PASSWORD, uniqueEmail } from "../test/factories";
import { rateLimits } from "../db/schema";
import { AUTH_ERROR_MESSAGES } from "../../shared/auth/error-catalogue";
import { consumeRateLimit, rateLimitKey } from "./rate-limit";
import { RATE_LIMITS, type RateRule } from "./rate-limit-rules";

const TOO_MANY = { code: "too_many_requests", message: AUTH_ERROR_MESSAGES.too_many_requests };

// A request that reaches the app from `peer`, as @hono/node-server would hand it over.
async function postFrom(ctx: TestContext, peer: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(
    path,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return { status: res.status, json: await res.json() };
}

async function fillWindow(ctx: TestContext, rule: RateRule, subject: string) {
  await ctx.deps.db
    .insert(rateLimits)
    .values({ key: rateLimitKey(rule, subject), count: rule.max, resetAt: new Date(Date.now() + 60_000) });
}

describeEachDatabase("rate limits", (ctx) => {
  it("answers 429 after 10 failed sign-ins for one email, even with the right password", async () => {
    const { email } = await signUpUser(ctx());
    for (let i = 0; i < 10; i++)
      expect((await ctx().client().post("/api/session/sign-in", { email, password: "Wrong-password-1" })).status).toBe(401);
    const locked = await ctx().client().post("/api/session/sign-in", { email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toEqual(TOO_MANY);
    // Another account from the same address is not affected.
    const other = await signUpUser(ctx());
    expect((await ctx().client().post("/api/session/sign-in", { email: other.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("lets the owner in from a browser that signed in before while strangers are locked out (device cookie)", async () => {
    const { email } = await signUpUser(ctx());
    const owner = ctx().client();
    const first = await owner.post("/api/session/sign-in", { email, password: TEST_PASSWORD });
    const device = first.headers.getSetCookie().find((c) => c.startsWith("signet_device="));
    expect(device).toMatch(/; Max-Age=\d+; Path=\/api\/session; HttpOnly; SameSite=Lax$/);

    const stranger = ctx().client();
    for (let i = 0; i < 10; i++)
      expect((await stranger.post("/api/session/sign-in", { email, password: "Wrong-password-1" })).status).toBe(401);
    expect((await stranger.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(429);
    expect((await owner.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);

    // The owner's cookie is worth nothing for another address, or once tampered with.
    const other = await signUpUser(ctx());
    const borrowed = owner.cookieHeader();
    for (let i = 0; i < 10; i++)
      await ctx().client().post("/api/session/sign-in", { email: other.email, password: "Wrong-password-1" }, { cookie: borrowed });
    const misuse = await ctx().client().post("/api/session/sign-in", { email: other.email, password: TEST_PASSWORD }, { cookie: borrowed });
    expect(misuse.status).toBe(429);
    const tampered = borrowed.replace(
      /signet_device=([^.;]+)\.([^;]+)/,
      (_, nonce: string, mac: string) => `signet_device=${nonce}.${mac.slice(1)}x`,
    );
    expect((await ctx().client().post("/api/session/sign-in", { email, password: TEST_PASSWORD }, { cookie: tampered })).status).toBe(429);
  });

  it("locks a device cookie out after its own 10 failures", async () => {
    const { email, client } = await signUpUser(ctx());
    expect(client.cookieHeader()).toContain("signet_device=");
    for (let i = 0; i < 10; i++)
      expect((await client.post("/api/session/sign-in", { email, password: "Wrong-password-1" })).status).toBe(401);
    expect((await client.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(429);
    // Its failures were its own: a fresh browser is not locked out.
    expect((await ctx().client().post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("does not count successful sign-ins against the email", async () => {
    const { email } = await signUpUser(ctx());
    for (let i = 0; i < 12; i++)
      expect((await ctx().client().post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("limits per IP address, counting the peer when it is not a trusted proxy", async () => {
    await fillWindow(ctx(), RATE_LIMITS.signInPerIp, "192.0.2.10");
    const limited = await postFrom(ctx(), "192.0.2.10", "/api/session/sign-in", { email: uniqueEmail(), password: "x" });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toEqual(TOO_MANY);
    // A forged X-Forwarded-For from an untrusted peer changes nothing.
    const forged = await postFrom(
      ctx(),
      "192.0.2.10",
      "/api/session/sign-in",
      { email: uniqueEmail(), password: "x" },
      { "x-forwarded-for": "198.51.100.99" },
    );
    expect(forged.status).toBe(429);
    expect((await postFrom(ctx(), "192.0.2.11", "/api/session/sign-in", { email: uniqueEmail(), password: "x" })).status).toBe(401);
  });

  it("limits sign-up per email and code checks per email", async () => {
    const email = uniqueEmail();
    await fillWindow(ctx(), RATE_LIMITS.signUpPerEmail, email);
    const signUp = await ctx()
      .client()
      .post("/api/session/sign-up", { email, password: TEST_PASSWORD, first_name: "A", last_name: "B", acceptTerms: true });
    expect(signUp.status).toBe(429);
    await fillWindow(ctx(), RATE_LIMITS.resetCheckPerEmail, email);
    const check = await ctx()
      .client()
      .post("/api/session/verify-otp-reset-password", { email, code: "123456", newPassword: TEST_PASSWORD });
    expect(check.status).toBe(429);
    expect(check.json.error).toEqual(TOO_MANY);
  });

  it("limits better-auth's own routes per IP", async () => {
    await fillWindow(ctx(), RATE_LIMITS.authLibraryPerIp, "192.0.2.20");
    const res = await ctx().app.request("/api/auth/get-session", {}, { incoming: { socket: { remoteAddress: "192.0.2.20" } } });
    expect(res.status).toBe(429);
  });

  it("starts a new window once the old one has ended", async () => {
    const rule = { name: "test-window", max: 1, windowSeconds: 60 };
    expect((await consumeRateLimit(ctx().deps.db, rule, "a")).allowed).toBe(true);
    expect((await consumeRateLimit(ctx().deps.db, rule, "a")).allowed).toBe(false);
    await ctx()
      .deps.db.update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) });
    expect((await consumeRateLimit(ctx().deps.db, rule, "a")).allowed).toBe(true);
  });

  it("counts every racing request: no two take the last slot", async () => {
    const rule = { name: "test-race", max: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(ctx().deps.db, rule, "b")));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describeEachDatabase(
  "rate limits behind a trusted proxy",
  (ctx) => {
    it("counts the address X-Forwarded-For names when the peer is a trusted proxy", async () => {
      await fillWindow(ctx(), RATE_LIMITS.signInPerIp, "198.51.100.7");
      const viaProxy = await postFrom(
        ctx(),
        "10.1.2.3",
        "/api/session/sign-in",
        { email: uniqueEmail(), password: "x" },
        { "x-forwarded-for": "198.51.100.7" },
      );
      expect(viaProxy.status).toBe(429);
      const otherClient = await postFrom(
        ctx(),
        "10.1.2.3",
        "/api/session/sign-in",
        { email: uniqueEmail(), password: "x" },
        { "x-forwarded-for": "198.51.100.8" },
      );
      expect(otherClient.status).toBe(401);
    });
  },
  { trustedProxies: ["10.0.0.0/8"] },
);
