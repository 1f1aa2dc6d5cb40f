// The rules a route declares in its createRoute (lib/route-rules.ts): the document states
// them, and the server does what the document says.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { expect, it } from "vitest";
import type { AppEnv } from "./context";
import { describeEachDatabase, type TestContext } from "./test/test-app";
import { createCompany } from "./test/factories";
import { readOperations } from "./test/openapi-walk";
import { createRoute, createRouter, errors, json, z } from "./lib/openapi";
import { AppError, RetryLaterError } from "./lib/errors";
import { errorAnswer } from "./http/error-answer";
import type { CacheScope } from "./lib/route-rules";

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
  const callers: Record<string, { userId: string; accountId: string }> = {
    a1: { userId: "a1", accountId: "A" },
    a2: { userId: "a2", accountId: "A" },
    b1: { userId: "b1", accountId: "B" },
  };
  // A guard that names the caller from the path, as the real guards do from the session.
  const guard: MiddlewareHandler = async (c, next) => {
    const caller = callers[c.req.param("who") ?? ""];
    if (!caller) throw new AppError(404, "not_found", "Nobody.");
    c.set("caller" as never, caller as never);
    await next();
  };

  /** An app with one kept route (`cache`), the real error answers, and `handler` behind it. */
  function keptRoute(cache: CacheScope, handler: (c: Context<AppEnv>, page: number) => Response | Promise<Response>) {
    const parsed: number[] = [];
    const route = createRoute({
      method: "get",
      path: "/kept/{who}",
      summary: "A kept test route",
      description: "Answers its page.",
      middleware: guard as never,
      cache,
      request: {
        params: z.object({ who: z.string() }),
        query: z.object({
          page: z.coerce
            .number()
            .int()
            .min(1)
            .refine((page) => parsed.push(page) > 0),
        }),
      },
      responses: { 200: json(z.object({ page: z.number() }), "The page"), ...errors(404, 429) },
    });
    const router = createRouter("health").openapi(route, (c) => handler(c as never, c.req.valid("query").page) as never);
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set("deps", ctx().deps);
      return next();
    });
    app.onError(errorAnswer(ctx().deps));
    app.route("/", router);
    return { app, parsed };
  }

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
    const route = createRoute({
      method: "post",
      path: "/{who}",
      summary: "A test route",
      description: "Counts per account.",
      middleware: guard as never,
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

  it("reads a kept answer before the validators: one exact query is validated and handled once, a bad one every time", async () => {
    let handled = 0;
    const { app, parsed } = keptRoute("account", (c, page) => {
      handled += 1;
      return c.json({ page, handled }, 200);
    });
    const get = async (path: string) => {
      const res = await app.request(path);
      return { status: res.status, body: await res.json() };
    };
    const first = await get("/kept/a1?page=2");
    expect(first).toEqual({ status: 200, body: { page: 2, handled: 1 } });
    // The same exact path and query: the kept answer, unvalidated and unhandled.
    expect(await get("/kept/a1?page=2")).toEqual(first);
    expect({ handled, parsed }).toEqual({ handled: 1, parsed: [2] });
    // A bad query is refused each time, naming its field, and nothing is kept for it.
    for (let i = 0; i < 2; i++) {
      const bad = await get("/kept/a1?page=0");
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(["page"]);
    }
    expect(handled).toBe(1);
    // Another spelling of the query is validated and loaded again.
    expect(await get("/kept/a1?page=02")).toEqual({ status: 200, body: { page: 2, handled: 2 } });
    // Every query but the kept one went through the schema (the refused ones each time).
    expect(parsed).toEqual([2, 0, 0, 2]);
    // The guard still runs first: nobody gets nothing, kept or not.
    expect((await get("/kept/zz?page=2")).status).toBe(404);
  });

  it("answers the request that loaded a refusal with its own response, and those that shared its load alike", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    const { app } = keptRoute("account", async (c, page) => {
      handled += 1;
      await gate;
      if (page === 9) throw new RetryLaterError("busy", "Try again later.", 7);
      c.header("x-handled-by", "its own handler");
      return c.json({ page }, 200);
    });
    // Two reads of one key at once share one load, whatever it answers.
    const refused = [app.request("/kept/a1?page=9"), app.request("/kept/a1?page=9")];
    const kept = [app.request("/kept/a1?page=3"), app.request("/kept/a1?page=3")];
    release();
    const [loader, sharer] = await Promise.all(refused);
    for (const res of [loader, sharer]) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("7");
      expect((await res.json()).error).toEqual({ code: "busy", message: "Try again later." });
    }
    const [own, shared] = await Promise.all(kept);
    expect(own.headers.get("x-handled-by")).toBe("its own handler");
    expect([await own.json(), await shared.json()]).toEqual([{ page: 3 }, { page: 3 }]);
    expect(handled).toBe(2);
    // A refusal is not kept: the next read loads again.
    expect((await app.request("/kept/a1?page=9")).status).toBe(429);
    expect(handled).toBe(3);
  });
});
