import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { signUpUser, TEST_PASSWORD } from "../../test/factories";
import { sessions } from "../../db/schema";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "../../auth/session-policy";
import { forgetAll } from "../../auth/session-cache";

const HOUR = 3600_000;

// These tests write session rows directly, past the services: the process's session
// cache (a few seconds, auth/session-cache.ts) must forget what it holds, as the services do.
async function setSession(ctx: TestContext, userId: string, values: Partial<typeof sessions.$inferInsert>) {
  await ctx.deps.db.update(sessions).set(values).where(eq(sessions.userId, userId));
  forgetAll(ctx.deps.db);
}

async function sessionsOf(ctx: TestContext, userId: string) {
  return ctx.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
}

const near = (actual: string | Date, expected: number, slackMs = 60_000) => Math.abs(new Date(actual).getTime() - expected) < slackMs;

describeEachDatabase("session lifetime", (ctx) => {
  it("tells the client when the session lapses and when it ends regardless", async () => {
    const { client } = await signUpUser(ctx());
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    expect(near(res.json.expiresAt, Date.now() + SESSION_IDLE_SECONDS * 1000)).toBe(true);
    expect(near(res.json.absoluteExpiresAt, Date.now() + SESSION_ABSOLUTE_SECONDS * 1000)).toBe(true);
    expect((await ctx().client().get("/api/session")).status).toBe(401);
  });

  it("refresh slides the end to now + idle time and re-sends the cookie", async () => {
    const { client, userId } = await signUpUser(ctx());
    await setSession(ctx(), userId, { expiresAt: new Date(Date.now() + 60_000) });
    const res = await client.post("/api/session/refresh");
    expect(res.status).toBe(200);
    expect(near(res.json.expiresAt, Date.now() + SESSION_IDLE_SECONDS * 1000)).toBe(true);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);
    const [row] = await sessionsOf(ctx(), userId);
    expect(near(row.expiresAt, Date.now() + SESSION_IDLE_SECONDS * 1000)).toBe(true);
  });

  it("slides the end on use (at most once a minute) and re-sends the cookie with it", async () => {
    const { client, userId } = await signUpUser(ctx());
    await setSession(ctx(), userId, { expiresAt: new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - 2 * HOUR) });
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(Number(/Max-Age=(\d+)/i.exec(cookie ?? "")?.[1])).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);
    const [row] = await sessionsOf(ctx(), userId);
    expect(near(row.expiresAt, Date.now() + SESSION_IDLE_SECONDS * 1000)).toBe(true);
    const quiet = await client.get("/api/me");
    expect(quiet.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
  });

  it("ends a session after the idle time", async () => {
    const { client, userId } = await signUpUser(ctx());
    await setSession(ctx(), userId, { expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await client.post("/api/session/refresh")).status).toBe(401);
  });

  it("never refreshes past the absolute lifetime, and ends the session there", async () => {
    const { client, userId } = await signUpUser(ctx());
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 + HOUR);
    await setSession(ctx(), userId, { createdAt });
    const refreshed = await client.post("/api/session/refresh");
    expect(refreshed.status).toBe(200);
    expect(near(refreshed.json.expiresAt, Date.now() + HOUR)).toBe(true);

    await setSession(ctx(), userId, { createdAt: new Date(createdAt.getTime() - 2 * HOUR), expiresAt: new Date(Date.now() + HOUR) });
    expect((await client.get("/api/me")).status).toBe(401);
    expect(await sessionsOf(ctx(), userId)).toHaveLength(0);
  });

  it("issues a new session at sign-in and revokes the one the browser brought along", async () => {
    const { client, email, userId } = await signUpUser(ctx());
    const before = client.cookieHeader();
    const [first] = await sessionsOf(ctx(), userId);
    expect((await client.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(client.cookieHeader()).not.toBe(before);
    const after = await sessionsOf(ctx(), userId);
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(first.id);
    expect((await ctx().client().get("/api/me", { cookie: before })).status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("refuses better-auth's own state-changing routes from another origin", async () => {
    const { client } = await signUpUser(ctx());
    const res = await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("csrf_rejected");
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describeEachDatabase(
  "session cookie over https",
  (ctx) => {
    it("is Secure (with the __Secure- prefix) when the app is served over https", async () => {
      const res = await ctx()
        .client()
        .post(
          "/api/session/sign-up",
          { email: `secure-${Date.now()}@example.com`, password: TEST_PASSWORD, first_name: "A", last_name: "B", acceptTerms: true },
          { origin: "https://signet.example" },
        );
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    });
  },
  { baseUrl: "https://signet.example" },
);
