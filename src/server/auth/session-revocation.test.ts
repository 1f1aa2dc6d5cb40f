// A revoked session stops working on every copy of the server, not only on the one that
// revoked it, although each copy keeps checked sessions in its own short-lived cache
// (auth/session-cache.ts, decision 010). Two real server processes share one fresh
// PostgreSQL database; each kind of revocation goes through server A while server B,
// which has just answered the same cookie (so holds it in its cache), is polled until
// it refuses. The polling has no budget of its own (test/until.ts), not a fixed sleep: the rule
// itself (within 5 s) is the cache's lifetime, SESSION_CACHE_SECONDS.
// Runs where PostgreSQL does (TEST_DATABASE_URL), like every other PostgreSQL API test:
// an embedded PGlite belongs to one process and cannot be shared by two servers.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture, type SmtpCapture } from "../test/smtp";
import { DEMO_PASSWORD } from "../seed/seed";
import { SESSION_CACHE_SECONDS } from "./session-cache";
import { READ_CACHE_SECONDS } from "../lib/read-cache";
import { revocationTestPorts, startServerPair, testDatabaseServerUrl, type Server, type ServerPair } from "../test/server-process";
import { until } from "../test/until";

const serverUrl = testDatabaseServerUrl();
const [PORT_A, PORT_B] = revocationTestPorts();
const POLL_LIMIT_MS = 120_000;
const NEW_PASSWORD = "Another-pass-9";

async function call(server: Server, method: string, route: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${server.base}${route}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json", origin: server.base } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, setCookie: res.headers.getSetCookie() };
}

async function signIn(server: Server, email: string, password = DEMO_PASSWORD) {
  const res = await call(server, "POST", "/api/session/sign-in", undefined, { email, password });
  expect(res.status, res.text).toBe(200);
  return res.setCookie.map((c) => c.split(";")[0]).join("; ");
}

/** Polls `route` on `server` until it answers `refused` (the test's timeout is the backstop); returns that status. */
const pollUntilRefused = (server: Server, route: string, cookie: string, refused: number) =>
  until(
    async () => (await call(server, "GET", route, cookie)).status,
    (status) => status === refused,
    `${route} on ${server.base} to answer ${refused}`,
  );

// The rule every server process keeps: no cached session is used longer than this.
it("the session cache and the read cache keep an entry under 5 seconds", () => {
  expect(SESSION_CACHE_SECONDS).toBeLessThan(5);
  expect(READ_CACHE_SECONDS).toBeLessThan(5);
});

describe.skipIf(!serverUrl)(
  "a revoked session stops working on every server process [postgres, two processes]",
  { timeout: POLL_LIMIT_MS + 60_000 },
  () => {
    let smtp: SmtpCapture;
    let pair: ServerPair | undefined;
    let a: Server | undefined;
    let b: Server | undefined;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      pair = await startServerPair("revocation", [PORT_A!, PORT_B!], {
        SMTP_URL: smtp.url,
        BETTER_AUTH_SECRET: "revocation-test-secret-revocation-test-0123",
      });
      ({ a, b } = pair);
    }, 600_000);

    afterAll(async () => {
      await pair?.stop();
      await smtp?.close();
    }, 120_000);

    // Not about sessions, but only here does a test run the real server process (index.ts).
    it("keeps idle connections open 65 s, past a load balancer's 60 s (its Keep-Alive header)", async () => {
      const agent = new http.Agent({ keepAlive: true });
      try {
        const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
          http
            .get(`${a!.base}/api/health`, { agent }, (res) => {
              res.resume();
              res.on("end", () => resolve(res.headers["keep-alive"]));
            })
            .on("error", reject);
        });
        expect(header).toBe("timeout=65");
      } finally {
        agent.destroy();
      }
    });

    // The answers each copy keeps for a few seconds (lib/read-cache.ts, decision 024) follow
    // a change made through another copy within READ_CACHE_SECONDS.
    it("a profile change through one server shows on the other", async () => {
      const cookie = await signIn(a!, "member2@acme.test");
      const before = JSON.parse((await call(b!, "GET", "/api/me", cookie)).text) as { profile: Record<string, unknown> };
      expect(before.profile.jobTitle).not.toBe("Head of Cross-Server Tests");
      const { firstName, lastName } = before.profile;
      const put = await call(a!, "PUT", "/api/profile", cookie, { firstName, lastName, jobTitle: "Head of Cross-Server Tests" });
      expect(put.status, put.text).toBe(200);
      const after = await until(
        async () => JSON.parse((await call(b!, "GET", "/api/me", cookie)).text) as typeof before,
        (me) => me.profile.jobTitle === "Head of Cross-Server Tests",
        "the new job title on the other server",
      );
      expect(after.profile).toMatchObject({ firstName, lastName, jobTitle: "Head of Cross-Server Tests" });
    });

    it("sign-out on one server: the other refuses the cookie", async () => {
      const cookie = await signIn(a!, "member@acme.test");
      expect((await call(b!, "GET", "/api/me", cookie)).status).toBe(200);
      expect((await call(a!, "POST", "/api/session/sign-out", cookie, {})).status).toBe(200);
      expect(await pollUntilRefused(b!, "/api/me", cookie, 401)).toBe(401);
    });

    it("a password change that signs out the other sessions: the other server refuses them", async () => {
      const here = await signIn(a!, "member2@acme.test");
      const elsewhere = await signIn(a!, "member2@acme.test");
      expect((await call(b!, "GET", "/api/signature", elsewhere)).status).toBe(200);
      const change = await call(a!, "POST", "/api/account-settings/password", here, {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      });
      expect(change.status, change.text).toBe(200);
      expect(await pollUntilRefused(b!, "/api/signature", elsewhere, 401)).toBe(401);
    });

    it("a password reset: the other server refuses every session of the user", async () => {
      const email = "admin@acme.test";
      const cookie = await signIn(a!, email);
      expect((await call(b!, "GET", "/api/me", cookie)).status).toBe(200);
      const before = smtp.received(email).length;
      expect((await call(a!, "POST", "/api/session/send-otp", undefined, { email })).status).toBe(200);
      const mail = await smtp.waitFor(email, () => smtp.received(email).length > before, POLL_LIMIT_MS);
      const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
      expect(code, mail.text).toBeDefined();
      const reset = await call(a!, "POST", "/api/session/verify-otp-reset-password", undefined, {
        email,
        code,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.status, reset.text).toBe(200);
      expect(await pollUntilRefused(b!, "/api/me", cookie, 401)).toBe(401);
    });

    it("suspending the account: the other server refuses its members", async () => {
      const member = await signIn(a!, "admin@acme.test", NEW_PASSWORD);
      expect((await call(b!, "GET", "/api/signature", member)).status).toBe(200);
      const superAdmin = await signIn(a!, "super@signet.test");
      const me = JSON.parse((await call(a!, "GET", "/api/me", member)).text) as { account: { id: string } };
      const suspend = await call(a!, "POST", `/api/admin/accounts/${me.account.id}/suspend`, superAdmin, { reason: "Unpaid invoices" });
      expect(suspend.status, suspend.text).toBe(200);
      expect(await pollUntilRefused(b!, "/api/signature", member, 423)).toBe(423);
    });
  },
);
