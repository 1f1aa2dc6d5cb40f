// /api/openapi.json is a valid OpenAPI 3.1 document that lists every route of the API
// with the error answers it gives, and /api/docs serves the reference page from the app.
import { expect, it } from "vitest";
import { validate, compileErrors } from "@readme/openapi-parser";
import { describeEachDatabase } from "./test/test-app";
import { fillPath, readOperations } from "./test/openapi-walk";

// Not ours to describe (better-auth's own routes) or the document and its page themselves.
const UNDOCUMENTED = [/^\/api\/auth\//, /^\/api\/openapi\.json$/, /^\/api\/docs/, /^\/api\/\*$/];

describeEachDatabase("OpenAPI document", (ctx) => {
  it("validates as OpenAPI 3.1, and is what /api/openapi.json serves", async () => {
    const { document } = await readOperations();
    expect(document.openapi).toBe("3.1.0");
    const served = await ctx().client().get("/api/openapi.json");
    expect(served.status).toBe(200);
    expect(served.json).toEqual(document);
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("lists every route the app serves under /api", async () => {
    const { operations } = await readOperations();
    const documented = new Set(operations.map((op) => `${op.method} ${op.template}`));
    const served = ctx()
      .app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !UNDOCUMENTED.some((re) => re.test(r.path)))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(served.length).toBeGreaterThan(30);
    for (const route of new Set(served)) expect(documented.has(route), route).toBe(true);
  });

  it("lists the error answers each route gives, with the error shape", async () => {
    const { operations } = await readOperations();
    const anonymous = ctx().client();
    for (const op of operations) {
      const label = `${op.method} ${op.template}`;
      for (const status of ["400", "500"]) expect(op.responses[status]?.content?.["application/json"], `${label} ${status}`).toBeTruthy();
      // What an anonymous caller actually gets back must be in the document.
      const res = await anonymous.request(op.method, fillPath(op), op.body ? {} : undefined);
      if (res.status >= 400) {
        expect(op.responses[String(res.status)], `${label} answers ${res.status}`).toBeTruthy();
        expect(res.json.error.message, label).toBeTruthy();
      }
    }
  });

  it("serves the API reference page and its files from the app, with no inline script", async () => {
    const client = ctx().client();
    const page = await client.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|style=/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source, "served by the app itself").toMatch(/^\/api\/docs\//);
      expect((await client.get(source)).status, source).toBe(200);
    }
  });
});
