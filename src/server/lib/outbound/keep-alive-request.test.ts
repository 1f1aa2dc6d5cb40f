import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleFetch } from "../../features/integrations/providers/google/google-http";
import { keepAliveRequest } from "./keep-alive-request";

// A provider on 127.0.0.1: echoes what it got, answers 429 with Retry-After on /busy, and never
// answers /hang. It counts the connections it accepted.
let server: http.Server;
let base = "";
let connections = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.url === "/hang") return;
      if (request.url === "/busy") {
        response.writeHead(429, { "retry-after": "7", "content-type": "application/json" });
        response.end(JSON.stringify({ error: { status: "RESOURCE_EXHAUSTED", message: "Quota exceeded" } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ method: request.method, auth: request.headers.authorization ?? null, body }));
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("calls to a provider's API", () => {
  it("sends the method, headers and body, and reuses one connection for calls one after another", async () => {
    const before = connections;
    for (let i = 0; i < 5; i++) {
      const answer = await keepAliveRequest(`${base}/echo`, {
        method: "PATCH",
        headers: { authorization: "Bearer t" },
        body: `{"n":${i}}`,
      });
      expect(answer).toMatchObject({ status: 200, ok: true });
      expect(JSON.parse(answer.text)).toEqual({ method: "PATCH", auth: "Bearer t", body: `{"n":${i}}` });
    }
    expect(connections - before).toBe(1);
  });

  it("reads the provider's refusal with its Retry-After", async () => {
    await expect(googleFetch(`${base}/busy`)).rejects.toMatchObject({
      status: 429,
      code: "RESOURCE_EXHAUSTED",
      message: "Quota exceeded",
      retryAfterSeconds: 7,
    });
  });

  it("gives up on a provider that does not answer, as a network failure the retries take", async () => {
    const error = await googleFetch(`${base}/hang`, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network", isTransient: true });
    expect((error as Error).message).toBe("Google could not be reached: no answer within 0.2 s");
  });
});
