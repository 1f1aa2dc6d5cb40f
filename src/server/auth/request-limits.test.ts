// Every caller's requests a minute (auth/request-limits.ts): per API key, per session, per IP
// address without either, counted in the database so that every server shares them. Two apps
// here run on one database through two handles of their own, as two server processes would
// (each keeps its own leases and caches); request-limits-two-processes.test.ts does it with two
// real processes on PostgreSQL. The answers carry the RateLimit fields
// (draft-ietf-httpapi-ratelimit-headers) and 429 has Retry-After.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/pglite";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import * as schema from "../db/schema";
import { seedGallery } from "../seed/seed";
import { createTestContext, type TestContext } from "../test/test-app";
import { openTestDatabase, testDatabaseKinds } from "../test/test-database";
import { createCompany } from "../test/factories";
import { fromAddress } from "../test/campaign-fixtures";
import type { RequestLimits } from "../context";
import type { TestClient } from "../test/test-app";

async function makeKey(admin: TestClient, values: { name?: string } = {}) {
  const res = await admin.post("/api/api-keys", { name: values.name ?? "Limits", scope: "read" });
  if (res.status !== 201) throw new Error(`making a key answered ${res.status}: ${res.text}`);
  return { key: res.json.key as string };
}

const remaining = (res: { headers: Headers }) => Number(/;r=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1]);

for (const kind of testDatabaseKinds()) {
  describe(`request limits, two servers on one database [${kind}]`, () => {
    let handle: DatabaseHandle;
    let second: { db: Database; close: () => Promise<void> };

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      await seedGallery(handle.db);
      // A second handle on the same database: its own caches and leases, like another process.
      second =
        kind === "pglite"
          ? { db: drizzle(handle.pglite!, { schema }) as unknown as Database, close: async () => {} }
          : await openDatabase({ url: handle.url });
    });
    afterAll(async () => {
      await second?.close();
      await handle?.close();
    });

    const servers = (requestLimits: RequestLimits): [TestContext, TestContext] => [
      createTestContext(kind, handle.db, { requestLimits }),
      createTestContext(kind, second.db, { requestLimits }),
    ];

    it("counts an API key's requests on both servers together, and refuses the one past the quota with 429", async () => {
      const [a, b] = servers({ apiKey: 6, session: 1000, anonymous: 1000 });
      const { admin } = await createCompany(a, "Shared limits");
      const { key } = await makeKey(admin.client);
      const answers = [];
      for (let i = 0; i < 8; i++) {
        const server = i % 2 === 0 ? a : b;
        answers.push(await server.app.request("/api/offices", { headers: { authorization: `Bearer ${key}` } }));
      }
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(answers.map(remaining)).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
      for (const res of answers) {
        expect(res.headers.get("ratelimit-policy")).toBe('"api-key";q=6;w=60');
        expect(res.headers.get("ratelimit")).toMatch(/^"api-key";r=\d+;t=([1-9]|[1-5]\d|60)$/);
      }
      const refused = answers[7];
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect((await refused.json()).error.code).toBe("too_many_requests");
      // Another key of the same company has a quota of its own.
      const other = await makeKey(admin.client, { name: "Other" });
      expect((await b.app.request("/api/offices", { headers: { authorization: `Bearer ${other.key}` } })).status).toBe(200);
    });

    it("never grants more than the quota, however the servers lease their slots", async () => {
      const [a, b] = servers({ apiKey: 200, session: 1000, anonymous: 1000 });
      const { admin } = await createCompany(a, "Leases");
      const { key } = await makeKey(admin.client);
      const headers = { authorization: `Bearer ${key}` };
      const statuses: number[] = [];
      // Bursts of concurrent requests on both servers at once.
      for (let round = 0; round < 10; round++) {
        const burst = await Promise.all(
          Array.from({ length: 25 }, (_, i) => (i % 2 === 0 ? a : b).app.request("/api/departments", { headers })),
        );
        statuses.push(...burst.map((r) => r.status));
      }
      const granted = statuses.filter((s) => s === 200).length;
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      expect(granted).toBeLessThanOrEqual(200);
      // A server may hold back at most a twentieth of the quota it leased and has not used.
      expect(granted).toBeGreaterThanOrEqual(200 - 2 * 10);
    });

    it("counts a session's requests on both servers together", async () => {
      const [a, b] = servers({ apiKey: 1000, session: 5, anonymous: 1000 });
      const { admin } = await createCompany(a, "Session limits");
      const cookie = admin.client.cookieHeader();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await (i % 2 === 0 ? b : a).app.request("/api/offices", { headers: { cookie } }));
      const statuses = answers.map((r) => r.status);
      // createCompany already read /api/me with the session: one slot of five is gone.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(answers.map(remaining)).toEqual([3, 2, 1, 0, 0, 0]);
      expect(answers[0].headers.get("ratelimit-policy")).toBe('"session";q=5;w=60');
      expect(Number(answers[4].headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("counts requests without a key or a session per IP address, a bad key's too", async () => {
      const [a, b] = servers({ apiKey: 1000, session: 1000, anonymous: 3 });
      const ask = (server: TestContext, ip: string, headers: Record<string, string> = {}) =>
        server.app.request("/api/config", { headers }, fromAddress(ip));
      const statuses = [];
      statuses.push((await ask(a, "203.0.113.7")).status);
      statuses.push((await ask(b, "203.0.113.7", { authorization: `Bearer sgnt_${"x".repeat(43)}` })).status);
      const third = await ask(a, "203.0.113.7");
      statuses.push(third.status);
      const fourth = await ask(b, "203.0.113.7");
      statuses.push(fourth.status);
      expect(statuses).toEqual([200, 401, 200, 429]);
      expect(third.headers.get("ratelimit")).toMatch(/^"anonymous";r=0;t=\d+$/);
      expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
      // Another address is counted on its own.
      expect((await ask(b, "198.51.100.1")).status).toBe(200);
    });
  });
}
