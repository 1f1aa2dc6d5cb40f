// A request refused before its body was read must not break the next request on the same
// kept-alive connection. A real HTTP server on 127.0.0.1 (the app under @hono/node-server,
// as index.ts serves it) and an agent with one socket, so both requests share it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serve } from "@hono/node-server";
import { describeEachDatabase, TEST_BASE_URL } from "./test/test-app";

type Answer = { status: number; connection: string | undefined; text: string };

describeEachDatabase("an error answered before the body is read", (ctx) => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = await new Promise<http.Server>((resolve) => {
      const started = serve({ fetch: ctx().app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started as http.Server));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(agent: http.Agent, method: string, path: string, body?: { type: string; text: string; origin?: string }) {
    return new Promise<Answer>((resolve, reject) => {
      const headers = body ? { "content-type": body.type, origin: body.origin ?? TEST_BASE_URL } : undefined;
      const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
      });
      req.on("error", reject);
      req.end(body?.text);
    });
  }

  async function thenHealth(first: (agent: http.Agent) => Promise<Answer>) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await first(agent);
      const health = await send(agent, "GET", "/api/health");
      return { refused, health };
    } finally {
      agent.destroy();
    }
  }

  it("a 1 MB JSON sign-in is answered 413, and the next request on the same agent is answered 200", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) });
    const { refused, health } = await thenHealth((agent) =>
      send(agent, "POST", "/api/session/sign-in", { type: "application/json", text: big }),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text).error.code).toBe("payload_too_large");
    expect(refused.connection).toBe("close");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ ok: true });
  });

  it("so is a body that is not JSON (415) and a 1 MB upload from another site (403)", async () => {
    const notJson = await thenHealth((agent) =>
      send(agent, "POST", "/api/session/sign-in", { type: "text/plain", text: "x".repeat(60 * 1024) }),
    );
    expect([notJson.refused.status, notJson.refused.connection, notJson.health.status]).toEqual([415, "close", 200]);
    // The photo upload has its own, larger body limit: the CSRF refusal comes first.
    const crossSite = await thenHealth((agent) =>
      send(agent, "POST", "/api/profile/photo", { type: "application/json", text: "x".repeat(1024 * 1024), origin: "https://evil.test" }),
    );
    expect([crossSite.refused.status, crossSite.refused.connection, crossSite.health.status]).toEqual([403, "close", 200]);
  });

  it("keeps the connection of a request that succeeded", async () => {
    const { refused: config, health } = await thenHealth((agent) => send(agent, "GET", "/api/config"));
    expect([config.status, config.connection, health.status]).toEqual([200, "keep-alive", 200]);
  });
});
