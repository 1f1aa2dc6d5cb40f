import { afterAll, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { serveClient } from "./serve-client";
import { APP_CSP } from "./content-security-policy";
import type { AppEnv } from "../context";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";
import { CLIENT_BUILD } from "../../shared/client-build";
import { PAGE_READ_PRELOADS } from "../../shared/page-read-preloads";
import { SUPPORT_EMAIL_PLACEHOLDER } from "../../shared/support-address-placeholder";

const dir = mkdtempSync(path.join(tmpdir(), "signet-client-"));
// The app passes the check of the real session cookie's name; here it is "session".
const options = {
  hasSessionCookie: (c: Parameters<typeof getCookie>[0]) => Boolean(getCookie(c, "session")),
  supportEmail: "help@example.com",
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("serves files, index.html for every client route, and a new index.html after a rebuild", async () => {
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1.js"), "console.log(1)");
  writeFileSync(path.join(dir, "index.html"), "<html>build one</html>");
  const app = new Hono<AppEnv>();
  serveClient(app, dir, options);

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
  serveClient(app, path.join(dir, "missing"), options);
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
  serveClient(app, nonceDir, options);

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

// Decision 030: a public page the build rendered goes, content and all, only to a request
// without a session cookie (its visitor is signed out); one with a cookie gets the page that
// starts the session check at once; query strings and other paths get index.html.
it("sends a prerendered page only without a session cookie and a query string, signed-in.html with a cookie", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "signet-client-pages-"));
  const page = (name: string) =>
    `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" /></head><body>${name}</body></html>`;
  writeFileSync(path.join(root, "index.html"), page("shell"));
  writeFileSync(path.join(root, CLIENT_BUILD.signedInHtml), page("signed in"));
  mkdirSync(path.join(root, CLIENT_BUILD.prerenderedDir));
  writeFileSync(path.join(root, CLIENT_BUILD.prerenderedDir, "index.html"), page("landing"));
  writeFileSync(path.join(root, CLIENT_BUILD.prerenderedDir, "terms.html"), page("terms"));
  writeFileSync(
    path.join(root, CLIENT_BUILD.prerenderedDir, CLIENT_BUILD.prerenderedIndex),
    JSON.stringify({ "/": "index.html", "/terms": "terms.html", "/gone": "../index.html" }),
  );
  const app = new Hono<AppEnv>();
  serveClient(app, root, options);
  const body = async (route: string, cookie?: string) => {
    const res = await app.request(route, cookie ? { headers: { cookie } } : {});
    expect(res.status, route).toBe(200);
    expect(res.headers.get("cache-control"), route).toBe("no-store");
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(res.headers.get("content-security-policy"), route).toContain(`'nonce-${nonce}'`);
    return /<body>(.*)<\/body>/.exec(html)?.[1];
  };

  expect(await body("/")).toBe("landing");
  expect(await body("/terms")).toBe("terms");
  expect(await body("/terms", "theme=dark")).toBe("terms");
  // A query string may change what the page shows: the browser renders it.
  expect(await body("/?utm_source=mail")).toBe("shell");
  expect(await body("/terms/")).toBe("shell");
  expect(await body("/signature")).toBe("shell");
  expect(await body("/no-such-page")).toBe("shell");
  // The index names files in its own folder only.
  expect(await body("/gone")).toBe("landing");
  // A session cookie, valid or expired: the status needs a check, so the loading screen first.
  for (const route of ["/", "/terms", "/signature", "/auth?signup=true"]) expect(await body(route, "session=abc"), route).toBe("signed in");

  // Without a build of the pages (an older build), index.html for everyone.
  rmSync(path.join(root, CLIENT_BUILD.prerenderedDir), { recursive: true });
  rmSync(path.join(root, CLIENT_BUILD.signedInHtml));
  expect(await body("/")).toBe("shell");
  expect(await body("/", "session=abc")).toBe("shell");
  rmSync(root, { recursive: true, force: true });
});

// A request with a session cookie for a page with a fixed path also starts that page's chunks and,
// when its address names its first read, that read (decision 030); a query string may change both.
it("preloads a signed-in page's own chunks and its first read, for a request with a session cookie", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "signet-client-preloads-"));
  const page = `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />
    <link rel="preload" href="/api/me" as="fetch" crossorigin>
    <script type="module" src="/assets/index-1.js"></script></head><body></body></html>`;
  writeFileSync(path.join(root, "index.html"), page);
  writeFileSync(path.join(root, CLIENT_BUILD.signedInHtml), page);
  writeFileSync(
    path.join(root, CLIENT_BUILD.routeChunks),
    JSON.stringify({ "/users": ["assets/users-page-1.js", "assets/team-params-1.js"], "/profile": ["assets/profile-page-1.js"] }),
  );
  const app = new Hono<AppEnv>();
  serveClient(app, root, options);
  const head = async (route: string, cookie?: string) => {
    const html = await (await app.request(route, cookie ? { headers: { cookie } } : {})).text();
    return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);
  };

  const users = await head("/users", "session=abc");
  expect(users).toEqual([
    '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
    `<link rel="preload" href="${PAGE_READ_PRELOADS["/users"].replaceAll("&", "&amp;")}" as="fetch" crossorigin>`,
    '<link rel="modulepreload" crossorigin href="/assets/users-page-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/team-params-1.js">',
  ]);
  // The preloads come before the entry script, so the browser asks for them first.
  expect(await head("/profile", "session=abc")).toEqual([
    '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
    '<link rel="modulepreload" crossorigin href="/assets/profile-page-1.js">',
  ]);
  expect(await head("/users?page=2", "session=abc")).toEqual(['<link rel="preload" href="/api/me" as="fetch" crossorigin>']);
  expect(await head("/__proto__", "session=abc")).toEqual(['<link rel="preload" href="/api/me" as="fetch" crossorigin>']);
  // Without a session cookie the page is index.html as built.
  expect(await head("/users")).toEqual(['<link rel="preload" href="/api/me" as="fetch" crossorigin>']);
  rmSync(root, { recursive: true, force: true });
});

// /contact shows the support address, which only the server knows: the build leaves a placeholder.
it("writes the support address, escaped, where a prerendered page has its placeholder, and nowhere else", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "signet-client-support-"));
  const link = `<a href="mailto:${SUPPORT_EMAIL_PLACEHOLDER}">${SUPPORT_EMAIL_PLACEHOLDER}</a>`;
  writeFileSync(path.join(root, "index.html"), `<html><body>shell ${SUPPORT_EMAIL_PLACEHOLDER}</body></html>`);
  mkdirSync(path.join(root, CLIENT_BUILD.prerenderedDir));
  writeFileSync(path.join(root, CLIENT_BUILD.prerenderedDir, "contact.html"), `<html><body>${link}</body></html>`);
  writeFileSync(
    path.join(root, CLIENT_BUILD.prerenderedDir, CLIENT_BUILD.prerenderedIndex),
    JSON.stringify({ "/contact": "contact.html" }),
  );
  const bodyOf = async (supportEmail: string, route: string) => {
    const app = new Hono<AppEnv>();
    serveClient(app, root, { ...options, supportEmail });
    return /<body>(.*)<\/body>/.exec(await (await app.request(route)).text())?.[1];
  };

  expect(await bodyOf("help@example.com", "/contact")).toBe(`<a href="mailto:help@example.com">help@example.com</a>`);
  // An address with characters that mean something in HTML stays text.
  expect(await bodyOf(`"o'neil"&co@example.com`, "/contact")).toBe(
    `<a href="mailto:&quot;o&#39;neil&quot;&amp;co@example.com">&quot;o&#39;neil&quot;&amp;co@example.com</a>`,
  );
  // Only the prerendered pages are filled: the app's own page reads the address from the API.
  expect(await bodyOf("help@example.com", "/signature")).toBe(`shell ${SUPPORT_EMAIL_PLACEHOLDER}`);
  rmSync(root, { recursive: true, force: true });
});
