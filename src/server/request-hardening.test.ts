// Request-level hardening: the body size limit, the closed better-auth routes, and the
// client IP header that only the server may set.
import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "./test/test-app";
import { signUpUser, TEST_PASSWORD } from "./test/factories";
import { sessions as session } from "./db/schema";

// better-auth's endpoints that Signet does not use: each must answer 404.
const CLOSED_AUTH_PATHS = [
  "sign-up/email",
  "sign-in/email",
  "change-password",
  "verify-password",
  "update-user",
  "set-password",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "delete-user",
  "delete-user/callback",
  "change-email",
  "forget-password",
  "request-password-reset",
  "reset-password",
  "reset-password/some-token",
  "send-verification-email",
  "verify-email",
  "list-accounts",
  "link-social",
  "unlink-account",
  "refresh-token",
  "get-access-token",
  "account-info",
  "sign-in/social",
  "ok",
  "error",
];

describeEachDatabase("request hardening", (ctx) => {
  it("answers 413 with the error shape to a 1 MB body, without a session", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) });
    const res = await ctx().client().post("/api/session/sign-in", big);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: { code: "payload_too_large", message: "The request body is too large." } });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers 404 to every better-auth path the client does not use", async () => {
    const client = (await signUpUser(ctx())).client;
    for (const path of CLOSED_AUTH_PATHS) {
      for (const method of ["GET", "POST"]) {
        const res = await client.request(method, `/api/auth/${path}`, method === "POST" ? { password: TEST_PASSWORD } : undefined);
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      }
    }
    // The session still works: nothing above changed it.
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).status).toBe(200);
  });

  it("ignores a client-sent X-Signet-Client-IP header: the session records the real address", async () => {
    const { client, email } = await signUpUser(ctx());
    await client.post("/api/session/sign-out");
    const res = await client.post("/api/session/sign-in", { email, password: TEST_PASSWORD }, { "X-Signet-Client-IP": "203.0.113.77" });
    expect(res.status).toBe(200);
    const me = await client.get("/api/me");
    const rows = await ctx().deps.db.select().from(session).where(eq(session.userId, me.json.user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ipAddress).not.toBe("203.0.113.77");
  });
});

describeEachDatabase("compressed answers", (ctx) => {
  it("gzips a JSON answer for a client that accepts it, and says Vary: Accept-Encoding either way", async () => {
    const url = "http://localhost/api/openapi.json";
    const plain = await ctx().app.request(url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const document = await plain.json();
    const gzipped = await ctx().app.request(url, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8"))).toEqual(document);
  });
});
