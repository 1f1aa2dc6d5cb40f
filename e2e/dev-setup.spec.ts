// `npm run dev` as a new admin runs it: the API server with no client build (as tsx watch
// runs it) and Vite's dev server in front of it, on free ports of their own (the README's
// :5173 and :3000 stand for these). Only Vite's address is used: its pages, the images the
// signatures name (/static, from public/ when nothing is built), a single sign-on return or
// refusal, and the API reference's "Try it out", which calls the API under the page's own
// origin. Independent of the shared e2e server (it starts its own pair).
import { expect, test } from "./support/test";
import { rmSync } from "node:fs";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { freePort, useHelperProcess } from "./support/helper-process";

test.describe("npm run dev, on Vite's address only", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  const dev = { base: "", api: "" };
  let dataDir = "";
  const server = useHelperProcess("dev API server", () => rmSync(dataDir, { recursive: true, force: true }));
  const vite = useHelperProcess("Vite dev server");

  test.beforeAll(async () => {
    // Two servers starting on a loaded machine: a backstop only, each start waits on its readiness.
    test.setTimeout(600_000);
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    dev.api = `http://127.0.0.1:${apiPort}`;
    dev.base = `http://localhost:${vitePort}`;
    dataDir = `.tmp/e2e-dev-setup-${apiPort}`;
    rmSync(dataDir, { recursive: true, force: true });
    await server.start({
      // As scripts/dev.sh runs it (without watching): from its sources, through tsx.
      command: ["node_modules/.bin/tsx", "src/server/index.ts"],
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        // As scripts/dev.sh sets it: the address the browser uses is Vite's.
        BASE_URL: dev.base,
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        ANONYMOUS_RATE_LIMIT: "100000",
        // Nothing built, as under `npm run dev`.
        CLIENT_DIST_DIR: `${dataDir}/no-build`,
      },
      logName: `dev-setup-server-${apiPort}.log`,
      ready: () =>
        fetch(`${dev.api}/api/health`)
          .then((r) => r.ok)
          .catch(() => false),
    });
    await vite.start({
      command: [
        "node",
        "node_modules/vite/bin/vite.js",
        "--port",
        String(vitePort),
        "--strictPort",
        "--host",
        "localhost",
        "--logLevel",
        "warn",
      ],
      env: { ...process.env, SIGNET_DEV_API: dev.api },
      logName: `dev-setup-vite-${vitePort}.log`,
      ready: () =>
        fetch(`${dev.base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false),
    });
  });

  test("pages, the signature's images, a sign-in refusal and the API reference all work on the one address", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to connect/i.test(message.text())) violations.push(message.text());
    });

    // /static answers from public/ though nothing is built.
    const logo = await page.request.get(`${dev.base}/static/demo/acme-logo.png`);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");

    // Signed out: a single sign-on return the server refuses lands on Vite's address, on the sign-in page with the reason.
    const refused = await page.request.get(`${dev.base}/api/sso/oidc/00000000-0000-4000-8000-000000000000/callback?state=x&code=y`, {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    const landing = new URL(refused.headers().location, `${dev.base}/api/sso/oidc/x/callback`);
    expect(landing.origin).toBe(dev.base);
    await page.goto(landing.href);
    await expect(page).toHaveURL(new RegExp(`^${dev.base}/auth\\?sso_error=`));
    // Vite compiles the first page on its first load: a backstop for a loaded machine.
    await expect(page.getByText("This sign-in link has expired or was already used.")).toBeVisible({ timeout: 120_000 });

    // Signed in through Vite, /signature shows the signature with its images loaded, from Vite's address.
    const signedIn = await page.request.post(`${dev.base}/api/session/sign-in`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await page.goto(`${dev.base}/signature`);
    const preview = page.frameLocator('iframe[title="Email signature preview"]');
    const images = preview.locator("img");
    // Vite compiles the page on first load: a backstop for a loaded machine.
    await expect(images.first()).toBeAttached({ timeout: 120_000 });
    const sources = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources.filter((s) => s.includes("/static/"))) expect(src.startsWith(`${dev.base}/static/`), src).toBe(true);
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) => all.filter((img) => !(img as HTMLImageElement).complete || !(img as HTMLImageElement).naturalWidth).length,
        ),
      )
      .toBe(0);

    // The API reference: its server is Vite's address, so "Try it out" stays within the page's policy.
    const document = (await (await page.request.get(`${dev.base}/api/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(document.servers[0].url).toBe(`${dev.base}/api`);
    await page.goto(`${dev.base}/api/docs`);
    const health = await page.evaluate(async (url) => (await fetch(`${url}/health`)).status, document.servers[0].url);
    expect(health).toBe(200);
    expect(violations).toEqual([]);
  });
});
