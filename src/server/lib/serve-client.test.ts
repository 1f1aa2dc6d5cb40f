import { afterAll, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { serveClient } from "./serve-client";
import type { AppEnv } from "../context";

const dir = mkdtempSync(path.join(tmpdir(), "signet-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("serves files, index.html for every client route, and a new index.html after a rebuild", async () => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1.js"), "console.log(1)");
  writeFileSync(path.join(dir, "index.html"), "<html>build one</html>");
  const app = new Hono<AppEnv>();
  serveClient(app, dir);

  const asset = await app.request("/assets/app-1.js");
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toContain("immutable");
  for (const route of ["/", "/signature", "/admin/accounts/123"]) {
    const page = await app.request(route);
    expect(await page.text(), route).toBe("<html>build one</html>");
  }

  writeFileSync(path.join(dir, "index.html"), "<html>build two</html>");
  const later = new Date(Date.now() + 5000);
  utimesSync(path.join(dir, "index.html"), later, later);
  expect(await (await app.request("/profile")).text()).toBe("<html>build two</html>");
});

it("says plainly when the app is not built", async () => {
  const app = new Hono<AppEnv>();
  serveClient(app, path.join(dir, "missing"));
  const res = await app.request("/");
  expect(res.status).toBe(503);
  expect(await res.text()).toMatch(/not built yet/);
});
