// What every operation of /api/openapi.json must carry, so that a route added tomorrow is
// documented like the others or this fails: a summary and a description in plain words, an
// operationId, exactly one tag that the document describes, its security (from its guard),
// 401 and 429 with the RateLimit fields, and request examples that its own schema accepts.
// Spectral lints the same document in `npm test` (.spectral.yaml, scripts/test.sh).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readOperations } from "./test/openapi-walk";
import { createRoute, createRouter, errors, json, jsonBody, requestExamples } from "./lib/openapi";
import { operationIdOf } from "./lib/openapi-document";
import { requireAdmin } from "./auth/guards";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read field by field
type Json = any;

/** The document with its references resolved: an operation's shared answers read as its own. */
async function operations() {
  const { resolved: document } = await readOperations();
  const ops: { label: string; path: string; method: string; op: Json }[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths))
    for (const [method, op] of Object.entries<Json>(item))
      if (method !== "servers") ops.push({ label: `${method.toUpperCase()} ${path}`, path, method, op });
  return { document, ops };
}

describe("the API document", () => {
  it("gives every operation a summary, a description, a unique operationId and one described tag", async () => {
    const { document, ops } = await operations();
    const described = new Map<string, string>(document.tags.map((t: Json) => [t.name, t.description]));
    const ids = new Set<string>();
    expect(ops.length).toBeGreaterThan(100);
    for (const { label, op } of ops) {
      expect(op.summary?.trim(), `${label}: summary`).toBeTruthy();
      expect(op.description?.trim().length, `${label}: description`).toBeGreaterThan(30);
      expect(op.description, `${label}: the description says more than the summary`).not.toBe(op.summary);
      expect(op.operationId, `${label}: operationId`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId), `${label}: operationId ${op.operationId} is unique`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags, `${label}: one tag`).toHaveLength(1);
      expect(described.get(op.tags[0])?.length, `${label}: tag ${op.tags[0]} is described`).toBeGreaterThan(20);
    }
    // Every described tag is used.
    const used = new Set(ops.map((o) => o.op.tags[0]));
    for (const name of described.keys()) expect(used.has(name), name).toBe(true);
  });

  it("states who may call each operation: security from its guard, public ones with security: []", async () => {
    const { document, ops } = await operations();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["apiKey", "sessionCookie"]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    for (const { label, op } of ops) expect(Array.isArray(op.security), `${label}: security`).toBe(true);
    const security = (label: string) => ops.find((o) => o.label === label)!.op.security;
    expect(security("POST /session/sign-in")).toEqual([]);
    expect(security("GET /config")).toEqual([]);
    expect(security("GET /offices")).toEqual([{ sessionCookie: ["member"] }, { apiKey: ["read"] }]);
    expect(security("POST /offices")).toEqual([{ sessionCookie: ["admin"] }, { apiKey: ["write"] }]);
    // A read that answers a secret takes only a write key.
    expect(security("GET /webhooks/{id}/secret")).toEqual([{ sessionCookie: ["admin"] }, { apiKey: ["write"] }]);
    expect(security("GET /me")).toEqual([{ sessionCookie: [] }]);
    expect(security("GET /profile")).toEqual([{ sessionCookie: ["member"] }]);
    expect(security("POST /api-keys")).toEqual([{ sessionCookie: ["admin"] }]);
    expect(security("GET /admin/accounts")).toEqual([{ sessionCookie: ["super_admin"] }]);
    // Only the super admin's routes live under /admin, and none of them takes a key.
    for (const { label, op } of ops.filter((o) => o.path.startsWith("/admin/")))
      expect(op.security, label).toEqual([{ sessionCookie: ["super_admin"] }]);
  });

  it("answers 401 and 429 everywhere but the health probe and the add-in's route, with the RateLimit fields and Retry-After", async () => {
    const { ops } = await operations();
    for (const { label, op } of ops) {
      if (label === "GET /health") {
        expect(op.responses["429"], label).toBeUndefined();
        continue;
      }
      // The Outlook add-in's public route, outside /api: no key or session is read, only its own limits count it.
      if (label === "GET /addin/{key}/signature") {
        expect(op.responses["401"], label).toBeUndefined();
        expect(op.responses["429"].headers["Retry-After"], `${label} Retry-After`).toBeTruthy();
        continue;
      }
      expect(op.responses["401"]?.content, `${label} 401`).toBeTruthy();
      expect(op.responses["429"]?.content, `${label} 429`).toBeTruthy();
      expect(op.responses["429"].headers["Retry-After"], `${label} Retry-After`).toBeTruthy();
      for (const [status, response] of Object.entries<Json>(op.responses))
        if (/^[24]/.test(status))
          expect(Object.keys(response.headers ?? {}), `${label} ${status}`).toEqual(
            expect.arrayContaining(["RateLimit", "RateLimit-Policy"]),
          );
    }
  });

  it("bounds every string and array a request carries", async () => {
    const { ops } = await operations();
    const unbounded: string[] = [];
    const walk = (schema: Json, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const types = [schema.type].flat();
      if (types.includes("string") && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined)
        unbounded.push(where);
      if (types.includes("array") && schema.maxItems === undefined) unbounded.push(where);
      for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) walk(property, `${where}.${name}`);
      for (const key of ["items", "additionalProperties"]) walk(schema[key], `${where}[]`);
      for (const key of ["anyOf", "oneOf", "allOf"]) for (const member of schema[key] ?? []) walk(member, where);
    };
    for (const { label, op } of ops) {
      for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {})) walk(media.schema, `${label} ${type}`);
      for (const parameter of op.parameters ?? []) walk(parameter.schema, `${label} ${parameter.name}`);
    }
    expect(unbounded).toEqual([]);
  });

  it("has a request example on every JSON body, and each passes its route's own schema", async () => {
    const { ops } = await operations();
    for (const { label, op } of ops) {
      const media = op.requestBody?.content?.["application/json"];
      if (media) expect(media.example, `${label}: example`).toBeTruthy();
    }
    const examples = requestExamples();
    expect(examples.length).toBeGreaterThan(40);
    for (const { label, schema, example } of examples) {
      const parsed = schema.safeParse(example);
      expect(parsed.success ? "ok" : JSON.stringify(parsed.error.issues), label).toBe("ok");
    }
  });

  it("says how to authenticate, and where the server is", async () => {
    const { document } = await readOperations();
    expect(document.info.description).toContain("Authorization: Bearer");
    expect(document.info.description).toContain("Company Settings → API");
    expect(document.servers).toEqual([expect.objectContaining({ url: "http://localhost:3999/api", "x-internal": false })]);
  });
});

describe("a route that is not documented", () => {
  const base = { method: "get" as const, path: "/x", middleware: requireAdmin, responses: { 200: json(z.object({}), "Ok"), ...errors() } };

  const handler = (() => new Response()) as never;

  it("is refused when the router is made: no summary or description, no JSON example", () => {
    const router = createRouter("health");
    expect(() => router.openapi({ ...base, summary: "", description: "Something" } as never, handler)).toThrow(/summary and a description/);
    expect(() => router.openapi({ ...base, summary: "X" } as never, handler)).toThrow(/summary and a description/);
    const body = { body: { content: { "application/json": { schema: z.object({ a: z.string().max(2) }) } }, required: true } };
    expect(() =>
      router.openapi({ ...base, method: "post", summary: "X", description: "Does X.", request: body } as never, handler),
    ).toThrow(/needs an example/);
  });

  it("does not compile without a summary and a description", () => {
    // @ts-expect-error -- description is missing
    createRoute({ ...base, summary: "X" });
    // @ts-expect-error -- a route's tag comes from its router's domain
    createRoute({ ...base, summary: "X", description: "Does X.", tags: ["Mine"] });
    // @ts-expect-error -- a JSON body needs an example of its schema
    jsonBody(z.object({ a: z.string().max(2) }));
  });

  it("gets an operationId from its method and path", () => {
    expect(operationIdOf("get", "/offices/{id}")).toBe("getOfficesById");
    expect(operationIdOf("post", "/templates/{id}/versions/{number}/restore")).toBe("postTemplatesByIdVersionsByNumberRestore");
    expect(operationIdOf("get", "/account-settings/sessions")).toBe("getAccountSettingsSessions");
  });
});
