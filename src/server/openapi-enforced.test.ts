// /api/openapi.json says what the server enforces, so a client generated from it sends what
// the server takes: each rule below is read from the served document and then tried against
// the server. And a method a documented path doesn't have answers 405 with Allow, on every path.
import { expect, it } from "vitest";
import { describeEachDatabase, type TestClient } from "./test/test-app";
import { createCompany } from "./test/factories";
import { fillPath } from "./test/openapi-walk";
import { dereference } from "@readme/openapi-parser";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is read field by field

const TRIED = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describeEachDatabase("what the API document says the server enforces", (ctx) => {
  async function served(): Promise<Json> {
    const res = await ctx().client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    return dereference(res.json);
  }
  const bodyOf = (doc: Json, path: string, method: string, type = "application/json") =>
    doc.paths[path][method].requestBody.content[type].schema;
  const paramOf = (doc: Json, path: string, method: string, name: string) =>
    doc.paths[path][method].parameters.find((p: Json) => p.name === name);

  it("marks the logo and banner uploads' file required, and refuses an upload without it naming `file`", async () => {
    const doc = await served();
    const { admin } = await createCompany(ctx(), "Uploads");
    for (const path of ["/company/logo", "/campaigns/banner"]) {
      const body = doc.paths[path].post.requestBody;
      expect(body.required, path).toBe(true);
      expect(body.content["multipart/form-data"].schema.required, path).toEqual(["file"]);
      const form = new FormData();
      form.append("other", "x");
      const res = await ctx().app.request(`/api${path}`, { method: "POST", body: form, headers: { cookie: admin.client.cookieHeader() } });
      expect(res.status, path).toBe(400);
      expect(Object.keys(((await res.json()) as Json).error.fields), path).toEqual(["file"]);
    }
  });

  it("declares /statistics from and to as dates, and refuses 2026-1-1", async () => {
    const doc = await served();
    for (const name of ["from", "to"]) expect(paramOf(doc, "/statistics", "get", name).schema.format, name).toBe("date");
    const { admin } = await createCompany(ctx(), "Stats");
    const res = await admin.client.get("/api/statistics?from=2026-1-1&to=2026-01-31");
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["from"]);
  });

  it("declares that /team/members/bulk needs a department or an office, and refuses a body with neither", async () => {
    const schema = bodyOf(await served(), "/team/members/bulk", "post");
    expect(schema.anyOf).toEqual([{ required: ["departmentId"] }, { required: ["officeId"] }]);
    const { admin } = await createCompany(ctx(), "Bulk");
    const res = await admin.client.post("/api/team/members/bulk", { ids: ["x"] });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.departmentId).toBe("Choose a department or an office");
  });

  it("gives the invitation preview's text its minLength, and refuses empty text naming it", async () => {
    const schema = bodyOf(await served(), "/invitations/preview", "post");
    expect(schema.properties.text.minLength).toBe(1);
    const { admin } = await createCompany(ctx(), "Preview");
    const res = await admin.client.post("/api/invitations/preview", { source: "list", text: "" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["text"]);
  });

  it("declares the webhook url as a URI, on create and on change", async () => {
    const doc = await served();
    expect(bodyOf(doc, "/webhooks", "post").properties.url.format).toBe("uri");
    expect(bodyOf(doc, "/webhooks/{id}", "patch").properties.url.format).toBe("uri");
    const { admin } = await createCompany(ctx(), "Hooks");
    const res = await admin.client.post("/api/webhooks", { url: "not a url", events: ["member.created"] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(["url"]);
  });

  it("answers a provider id that is not a UUID on the SSO return addresses as documented: to /auth like an unknown provider", async () => {
    const doc = await served();
    const acs = doc.paths["/sso/saml/{providerId}/acs"].post;
    const callback = doc.paths["/sso/oidc/{providerId}/callback"].get;
    for (const op of [acs, callback]) {
      const param = op.parameters.find((p: Json) => p.name === "providerId");
      expect(param.schema.format).toBeUndefined();
      expect(param.description).toContain("/auth?sso_error=state_missing");
      expect(op.responses["404"]).toBeUndefined();
    }
    const browser = ctx().client();
    const posted = await browser.request("POST", "/api/sso/saml/not-a-uuid/acs", "SAMLResponse=PHg%2B", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(posted.status).toBe(303);
    expect(acs.responses["303"]).toBeTruthy();
    expect(posted.headers.get("location")).toBe("/auth?sso_error=state_missing");
    const back = await browser.get("/api/sso/oidc/not-a-uuid/callback?code=x&state=y");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth?sso_error=state_missing");
  });

  it("has no examples that chain into a deletion: no example elsewhere names a company as a deletion's confirmName does", async () => {
    const raw = (await ctx().client().get("/api/openapi.json")).json;
    const strings = new Map<string, string[]>();
    const collect = (value: unknown, where: string) => {
      if (typeof value === "string") strings.set(value, [...(strings.get(value) ?? []), where]);
      else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, where);
    };
    const deletions: [string, string][] = [];
    for (const [path, item] of Object.entries<Json>(raw.paths))
      for (const [method, op] of Object.entries<Json>(item)) {
        const example = op?.requestBody?.content?.["application/json"]?.example;
        if (!example) continue;
        if (typeof example.confirmName === "string") deletions.push([`${method} ${path}`, example.confirmName]);
        else collect(example, `${method} ${path}`);
      }
    expect(deletions.map(([where]) => where).sort()).toEqual(["delete /admin/accounts/{id}", "delete /company"]);
    for (const [where, name] of deletions) expect(strings.get(name), `${where}: ${name}`).toBeUndefined();
    expect(raw.paths["/company"].put.requestBody.content["application/json"].example.name).not.toBe(
      raw.paths["/company"].delete.requestBody.content["application/json"].example.confirmName,
    );
  });

  it("answers 405 with Allow, not 404, to a method a documented path doesn't have, on every path", async () => {
    const raw = (await ctx().client().get("/api/openapi.json")).json;
    const { admin } = await createCompany(ctx(), "Methods");
    const client: TestClient = admin.client;
    // Each path with the methods of every documented path its filled-in URL also matches.
    const paths = Object.entries<Json>(raw.paths).map(([path, item]) => {
      const full = item.servers ? path : `/api${path}`;
      const pattern = new RegExp(`^${full.replace(/\{\w+\}/g, "[^/]+")}$`);
      const methods = Object.keys(item)
        .filter((m) => m !== "servers")
        .map((m) => m.toUpperCase());
      return { path, url: fillPath({ template: full } as Parameters<typeof fillPath>[0]), pattern, methods };
    });
    let tried = 0;
    for (const { path, url } of paths) {
      const methods = [...new Set(paths.filter((p) => p.pattern.test(url)).flatMap((p) => p.methods))];
      const missing = TRIED.find((m) => !methods.includes(m));
      if (!missing) continue;
      const res = await client.request(missing, url, missing === "GET" || missing === "DELETE" ? undefined : {});
      const label = `${missing} ${path}`;
      expect(res.status, label).toBe(405);
      const allow = res.headers.get("allow")!.split(", ").sort();
      expect(allow, label).toEqual([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])].sort());
      expect(res.json.error.message, label).toContain(`doesn't take ${missing}`);
      tried++;
    }
    expect(tried).toBeGreaterThan(100);
    // A path the document doesn't have is still 404.
    expect((await client.request("PATCH", "/api/no-such-thing")).status).toBe(404);
  });
});
