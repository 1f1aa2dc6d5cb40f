// The cross-site check and its one exception, a route whose contract declares `crossSite`.
import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { createRoute, createRouter, errors } from "../lib/openapi";
import { AppError } from "../lib/errors";
import { csrfProtection } from "./csrf";

const route = (path: string, crossSite?: string) =>
  createRoute({
    method: "post",
    path,
    summary: "Test route",
    description: "A route for the cross-site check's test.",
    ...(crossSite ? { crossSite } : {}),
    responses: { 204: { description: "Done" }, ...errors() },
  });

function testApp() {
  const router = createRouter("contact")
    .openapi(route("/signed-post", "A signed message from another site."), (c) => c.body(null, 204))
    .openapi(route("/plain-post"), (c) => c.body(null, 204));
  const app = new OpenAPIHono<AppEnv>();
  app.onError((error, c) =>
    c.json({ code: error instanceof AppError ? error.code : "error" }, error instanceof AppError ? error.status : 500),
  );
  app.use(csrfProtection(["https://signet.example"]));
  app.route("/api", router);
  return app;
}

const post = (path: string, headers: Record<string, string>) => testApp().request(path, { method: "POST", headers });
const FROM_IDP = { origin: "https://idp.example", "sec-fetch-site": "cross-site", cookie: "session=1" };

describe("the cross-site check", () => {
  it("refuses a cross-site post to an ordinary route, by Origin or by Sec-Fetch-Site", async () => {
    expect((await post("/api/plain-post", FROM_IDP)).status).toBe(403);
    expect((await post("/api/plain-post", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("/api/plain-post", { origin: "https://signet.example" })).status).toBe(204);
  });

  it("lets a cross-site post through to the route that declares crossSite, and only there", async () => {
    expect((await post("/api/signed-post", FROM_IDP)).status).toBe(204);
    expect((await testApp().request("/api/signed-post", { method: "PUT", headers: FROM_IDP })).status).toBe(403);
  });

  it("states the exception in the route's document", () => {
    const doc = createRouter("contact")
      .openapi(route("/signed-post", "A signed message from another site."), (c) => c.body(null, 204))
      .getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    expect(doc.paths?.["/signed-post"]?.post).toMatchObject({ "x-cross-site": "A signed message from another site." });
  });
});
