// /scim/v2/openapi.json: a valid OpenAPI 3.1 document listing every SCIM route the app
// serves, each with SCIM's error answers. Walked like /api's: without a token every route
// is 401, and with one no bad body, query or id gets a 500, each refusal in SCIM's shape.
import { expect, it } from "vitest";
import { compileErrors, dereference, validate } from "@readme/openapi-parser";
import { describeEachDatabase } from "../../test/test-app";
import { provisionedCompany } from "./scim-test-client";
import { scimDocument } from "./scim-app";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read field by field
type Json = any;

const BODIES = [
  "not json",
  "{",
  "null",
  "[]",
  "42",
  JSON.stringify({ userName: { $ne: 1 }, displayName: ["x"], Operations: "x", members: 1, emails: "x", active: [] }),
  JSON.stringify({ userName: "x".repeat(100_000), displayName: "x".repeat(100_000) }),
  JSON.stringify({ Operations: [{ op: "replace", path: "members[", value: 1 }] }),
  JSON.stringify({ Operations: [{ op: "explode", path: "active" }] }),
];
const QUERIES = ["%00%ff", "-1", "x".repeat(2000), '"', "userName eq", "[]"];

async function operations() {
  const document: Json = await dereference(structuredClone(scimDocument()));
  return Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}
const fill = (path: string, id = "00000000-0000-4000-8000-000000000000") => `/scim/v2${path.replace(/\{\w+\}/g, id)}`;

describeEachDatabase("SCIM OpenAPI document", (ctx) => {
  it("is valid OpenAPI 3.1, served at /scim/v2/openapi.json, and lists every SCIM route", async () => {
    const served = await ctx().app.request("/scim/v2/openapi.json");
    expect(served.status).toBe(200);
    const document = await served.json();
    expect(document).toEqual(JSON.parse(JSON.stringify(scimDocument())));
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    const documented = new Set((await operations()).map((o) => `${o.method} /scim/v2${o.path}`));
    const routes = ctx()
      .app.routes.filter((r) => r.path.startsWith("/scim/v2/") && r.method !== "ALL" && !r.path.endsWith("/openapi.json"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(new Set(routes).size).toBeGreaterThanOrEqual(17);
    for (const route of new Set(routes)) expect(documented.has(route), route).toBe(true);
  });

  it("answers every route 401 without a token, as the document says, in SCIM's error message", async () => {
    for (const { method, path, op } of await operations()) {
      const res = await ctx().app.request(fill(path), {
        method,
        headers: { "content-type": "application/scim+json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(op.responses["401"].content["application/scim+json"], `${method} ${path}`).toBeTruthy();
      expect(await res.json()).toMatchObject({ status: "401", schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"] });
      expect(op["x-rate-limit"]?.per, `${method} ${path}`).toBe("token");
    }
  });

  it("answers bad bodies, queries and ids without a 500, each refusal a documented SCIM error", async () => {
    const { scim } = await provisionedCompany(ctx());
    const user = await scim("POST", "/Users", { userName: `walk-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const group = await scim("POST", "/Groups", { displayName: `Walk ${crypto.randomUUID().slice(0, 8)}` });
    for (const { method, path, op } of await operations()) {
      const id = path.startsWith("/Groups") ? group.json.id : user.json.id;
      const sends =
        method === "GET" || method === "DELETE"
          ? QUERIES.map((q) => ({ query: q, body: undefined }))
          : BODIES.map((b) => ({ query: "", body: b }));
      for (const { query, body } of sends) {
        const target = `${fill(path, id).replace("/scim/v2", "")}${query ? `?filter=${query}&startIndex=${query}&count=${query}&attributes=${query}` : ""}`;
        const res = await scim(method, target, body);
        const label = `${method} ${path} ${String(body ?? query).slice(0, 40)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) {
          expect(op.responses[String(res.status)], `${label} answers ${res.status}`).toBeTruthy();
          expect(res.json.detail, label).toBeTruthy();
        } else expect(method === "GET" || method === "DELETE", label).toBe(true);
      }
    }
  });
});
