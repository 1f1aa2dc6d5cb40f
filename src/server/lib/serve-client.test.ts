import { afterAll, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { serveClient } from "./serve-client";
import { APP_CSP } from "./content-security-policy";
import type { AppEnv } from "../context";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";

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

// Decision 023: the style nonce of index.html is fresh in every answer, the same in the CSP
// header and in the page's meta, and no cache keeps a copy.
it("gives every index.html answer its own style nonce, in the CSP header and in the page, and no-store", async () => {
  const nonceDir = mkdtempSync(path.join(tmpdir(), "signet-client-nonce-"));
  writeFileSync(
    path.join(nonceDir, "index.html"),
    `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" /></head><body></body></html>`,
  );
  const app = new Hono<AppEnv>();
  serveClient(app, nonceDir);

  const nonces = [];
  for (const route of ["/", "/settings", "/settings"]) {
    const res = await app.request(route);
    const html = await res.text();
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce, route).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain(`style-src-elem 'self' 'sha256-`);
    expect(csp.split("; ").find((d) => d.startsWith("style-src-elem "))).toContain(`'nonce-${nonce}'`);
    // Scripts and the rest of the policy stay as they are everywhere else.
    expect(csp.replace(` 'nonce-${nonce}'`, "")).toBe(APP_CSP);
    expect(res.headers.get("cache-control")).toBe("no-store");
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
  rmSync(nonceDir, { recursive: true, force: true });
});

it("keeps nonces out of the policy of every other answer", () => {
  expect(APP_CSP).not.toContain("nonce-");
  expect(APP_CSP).toContain("script-src 'self';");
  expect(APP_CSP.split("; ").find((d) => d.startsWith("style-src-elem "))).not.toContain("unsafe-inline");
});

it("the client's index.html carries the nonce placeholder the server fills in", () => {
  const source = readFileSync(new URL("../../client/index.html", import.meta.url), "utf8");
  expect(source).toContain(`<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />`);
});
