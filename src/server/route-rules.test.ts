// The rules a route declares in its createRoute (lib/route-rules.ts): the document states
// them, and the server does what the document says.
import { Hono } from "hono";
import { expect, it } from "vitest";
import type { AppEnv } from "./context";
import { describeEachDatabase, type TestContext } from "./test/test-app";
import { createCompany } from "./test/factories";
import { readOperations } from "./test/openapi-walk";
import { createRoute, createRouter, errors, json, z } from "./lib/openapi";
import { AppError } from "./lib/errors";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read field by field
type Op = any;

async function operations() {
  const { document } = await readOperations();
  return Object.entries<Record<string, Op>>(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      // A path outside /api (the Outlook add-in's) names its own server beside its operations.
      .filter(([method]) => method !== "servers")
      .map(([method, op]) => ({ label: `${method.toUpperCase()} /api${path}`, path: `/api${path}`, method, op })),
  );
}

/** An anonymous request whose body is exactly `bytes` long (as a client states it in content-length). */
function sendBytes(ctx: TestContext, method: string, path: string, bytes: number) {
  const type = path.endsWith("/photo") ? "multipart/form-data; boundary=x" : "application/json";
  return ctx.app.request(path, {
    method,
    headers: { "content-type": type, "content-length": String(bytes) },
    body: "x".repeat(bytes),
  });
}

describeEachDatabase("route rules", (ctx) => {
  it("states a body limit on every operation that may take a body, and 413 where it takes one", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    for (const { label, method, op } of ops) {
      if (method === "get") {
        expect(op["x-body-limit"], label).toBeUndefined();
        continue;
      }
      expect(Number.isInteger(op["x-body-limit"]) && op["x-body-limit"] >= 64 * 1024, label).toBe(true);
      if (op.requestBody) expect(op.responses["413"], label).toBeTruthy();
    }
    const limitOf = (label: string) => ops.find((o) => o.label === label)?.op["x-body-limit"];
    expect(limitOf("PUT /api/profile")).toBe(64 * 1024);
    // The photo (5 MB at most) plus its multipart envelope; a template's HTML; a whole CSV.
    expect(limitOf("POST /api/profile/photo")).toBeGreaterThan(5 * 1024 * 1024);
    expect(limitOf("PUT /api/templates/{id}/content")).toBe(1024 * 1024);
    expect(limitOf("POST /api/invitations/bulk")).toBeGreaterThan(64 * 1024);
  });

  it("enforces the limit the document states: just over is 413, exactly at it is not", async () => {
    const ops = await operations();
    for (const label of ["PUT /api/profile", "POST /api/profile/photo"]) {
      const { path, method, op } = ops.find((o) => o.label === label)!;
      const limit: number = op["x-body-limit"];
      const over = await sendBytes(ctx(), method.toUpperCase(), path, limit + 1);
      expect(`${label} ${over.status}`).toBe(`${label} 413`);
      const under = await sendBytes(ctx(), method.toUpperCase(), path, limit);
      expect(`${label} ${under.status}`).toBe(`${label} 401`);
      if (path.endsWith("/photo")) expect(Object.keys((await over.json()).error.fields)).toEqual(["file"]);
    }
  });

  it("states each rate limit with its 429 answer", async () => {
    const contact = (await operations()).find((o) => o.label === "POST /api/contact")!.op;
    expect(contact["x-rate-limit"]).toEqual({ name: "contact:ip", max: 10, windowSeconds: 3600, per: "ip" });
    expect(contact.responses["429"]).toBeTruthy();
    for (const { label, op } of await operations())
      for (const rule of [op["x-rate-limit"] ?? []].flat())
        expect(["account", "user", "ip"].includes(rule.per) || /^param:\w+$/.test(rule.per), label).toBe(true);
  });

  it("counts a declared per-account limit per account, and answers 429 with Retry-After", async () => {
    const callers: Record<string, { userId: string; accountId: string }> = {
      a1: { userId: "a1", accountId: "A" },
      a2: { userId: "a2", accountId: "A" },
      b1: { userId: "b1", accountId: "B" },
    };
    const route = createRoute({
      method: "post",
      path: "/{who}",
      summary: "A test route",
      description: "Counts per account.",
      middleware: async (c, next) => {
        const caller = callers[c.req.param("who") ?? ""];
        if (!caller) throw new AppError(404, "not_found", "Nobody.");
        c.set("caller" as never, caller as never);
        await next();
      },
      rateLimit: { name: `test-${crypto.randomUUID()}:account`, max: 2, windowSeconds: 60, per: "account" },
      request: { params: z.object({ who: z.string() }) },
      responses: { 200: json(z.object({ ok: z.boolean() }), "Done"), ...errors(404) },
    });
    const router = createRouter("health").openapi(route, (c) => c.json({ ok: true }, 200));
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set("deps", ctx().deps);
      return next();
    });
    app.onError((error, c) => (error instanceof AppError ? c.json({ code: error.code }, error.status) : c.text(String(error), 500)));
    app.route("/", router);
    const statuses = [];
    for (const who of ["a1", "a2", "a1", "b1"]) {
      const res = await app.request(`/${who}`, { method: "POST" });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The third request of account A is refused; account B still has its own count.
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  it("keeps every account-cached answer to its own company", async () => {
    const a = await createCompany(ctx(), "Cache scope A");
    const b = await createCompany(ctx(), "Cache scope B");
    const cached = (await operations()).filter(
      ({ op, method, path }) =>
        method === "get" &&
        op["x-cache"] === "account" &&
        !path.includes("{") &&
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parameters are read field by field
        !(op.parameters ?? []).some((p: any) => p.in === "query" && p.required),
    );
    expect(cached.length).toBeGreaterThan(5);
    for (const { label, path } of cached) {
      const first = await a.admin.client.get(path);
      expect(`${label} ${first.status}`).toBe(`${label} 200`);
      const second = await b.admin.client.get(path);
      expect(`${label} ${second.status}`).toBe(`${label} 200`);
      expect(second.text.includes(a.accountId) || second.text.includes(a.admin.userId), label).toBe(false);
    }
    // Each admin's own answers name their own company where they name one.
    expect((await b.admin.client.get("/api/team")).json.rows.map((r: { id: string }) => r.id)).toContain(b.admin.userId);
    expect((await b.admin.client.get("/api/team")).json.rows.map((r: { id: string }) => r.id)).not.toContain(a.admin.userId);
  });
});
