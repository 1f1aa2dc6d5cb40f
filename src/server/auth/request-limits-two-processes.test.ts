// An API key's request limit is shared by every server process: two real servers
// (src/server/index.ts) on one fresh PostgreSQL database, a key made through the first, its
// requests sent to both in turn. Together they answer exactly the quota, then 429 with
// Retry-After on both; and a key revoked through one is refused by the other within the key
// cache's few seconds. Runs where PostgreSQL does (TEST_DATABASE_URL): an embedded PGlite
// belongs to one process.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/seed";
import { startServerPair, testDatabaseServerUrl, type Server, type ServerPair } from "../test/server-process";
import { until } from "../test/until";

const serverUrl = testDatabaseServerUrl();
const QUOTA = 6;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!serverUrl)("an API key's request limit on two server processes [postgres, two processes]", { timeout: 300_000 }, () => {
  let pair: ServerPair | undefined;
  let a: Server | undefined;
  let b: Server | undefined;

  beforeAll(async () => {
    pair = await startServerPair("limits_two", [await freePort(), await freePort()], {
      BETTER_AUTH_SECRET: "limits-test-secret-limits-test-secret-0123",
      API_KEY_RATE_LIMIT: String(QUOTA),
    });
    ({ a, b } = pair);
  }, 600_000);

  afterAll(async () => {
    await pair?.stop();
  }, 120_000);

  async function adminSession(server: Server) {
    const res = await fetch(`${server.base}/api/session/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ email: "admin@acme.test", password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  async function makeKey(server: Server, cookie: string) {
    const res = await fetch(`${server.base}/api/api-keys`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base, cookie },
      body: JSON.stringify({ name: "Two servers", scope: "read" }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { key: string; apiKey: { id: string } };
  }

  const list = (server: Server, key: string) => fetch(`${server.base}/api/offices`, { headers: { authorization: `Bearer ${key}` } });

  it("answers exactly the quota across both servers, then 429 with Retry-After on each", async () => {
    const { key } = await makeKey(a!, await adminSession(a!));
    const answers = [];
    for (let i = 0; i < QUOTA + 2; i++) answers.push(await list(i % 2 === 0 ? a! : b!, key));
    expect(answers.map((r) => r.status)).toEqual([...Array(QUOTA).fill(200), 429, 429]);
    const left = answers.map((r) => Number(/;r=(\d+);/.exec(r.headers.get("ratelimit") ?? "")?.[1]));
    expect(left).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
    for (const res of answers) expect(res.headers.get("ratelimit-policy")).toBe(`"api-key";q=${QUOTA};w=60`);
    for (const res of answers.slice(QUOTA)) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("too_many_requests");
    }
  });

  it("refuses a key revoked through one server on the other within seconds", async () => {
    const cookie = await adminSession(a!);
    const { key, apiKey } = await makeKey(a!, cookie);
    expect((await list(b!, key)).status).toBe(200);
    const revoked = await fetch(`${a!.base}/api/api-keys/${apiKey.id}`, { method: "DELETE", headers: { origin: a!.base, cookie } });
    expect(revoked.status).toBe(200);
    const here = await list(a!, key);
    expect(here.status).toBe(401);
    const there = await until(
      () => list(b!, key),
      (res) => res.status === 401,
      "the other server to refuse the revoked key",
    );
    const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
    expect(await code(there)).toBe(await code(here));
  });
});
