// The blocking screens of spec 4. Suspension is set by the demo super admin through the
// real API; pending activation needs REQUIRE_ACCOUNT_ACTIVATION=true, so that test starts
// a second server with it, as an operator would.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signUpByApi } from "./support/auth";
import { ACCOUNT_STATUS_TEXT } from "../src/shared/messages";

async function superAdmin(request: APIRequestContext) {
  expect((await request.post("/api/session/sign-in", { data: { email: DEMO.superAdmin, password: DEMO_PASSWORD } })).status()).toBe(200);
  return request;
}

test("a suspended account sees 'Account Suspended' with the reason, and 'Back to Login' signs out", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpByApi(page, { company: `Suspended Co ${Date.now().toString(36)}` });
  const accountId = (await (await page.request.get("/api/me")).json()).account.id as string;
  const root = await superAdmin(await playwright.request.newContext({ baseURL }));
  const res = await root.post(`/api/admin/accounts/${accountId}/suspend`, { data: { reason: "Unpaid invoices" } });
  expect(res.status(), await res.text()).toBe(200);
  await root.dispose();

  await page.goto("/signature");
  await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.suspendedTitle })).toBeVisible();
  await expect(page.getByText("Unpaid invoices")).toBeVisible();
  await page.getByRole("button", { name: ACCOUNT_STATUS_TEXT.backToLogin }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The second server's output so far, for a failure message. */
const readLog = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "(no output)";
  }
};

test.describe("with REQUIRE_ACCOUNT_ACTIVATION=true", () => {
  // The second server starts on the machine's time, however loaded it is: the wait below
  // ends when it answers or when it exits, not after a fixed number of seconds. The timeout
  // here is only a backstop against a server that hangs without exiting.
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  let server: ChildProcess | undefined;
  let base = "";
  let dataDir = "";
  let logFile = "";

  test.beforeAll(async () => {
    const testInfo = test.info();
    const port = await freePort();
    base = `http://localhost:${port}`;
    dataDir = `.tmp/e2e-activation-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    // The server's output is kept next to the test results and shown if it never answers.
    mkdirSync(testInfo.project.outputDir, { recursive: true });
    logFile = `${testInfo.project.outputDir}/activation-server-${port}.log`;
    const log = openSync(logFile, "w");
    server = spawn("node_modules/.bin/tsx", ["src/server/index.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        REQUIRE_ACCOUNT_ACTIVATION: "true",
        SUPPORT_EMAIL: "help@signet.test",
        CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
      },
      stdio: ["ignore", log, log],
      detached: true, // its own process group, so afterAll stops tsx and the server it runs
    });
    closeSync(log);
    let exited: number | null | undefined;
    server.once("exit", (code) => (exited = code));
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (healthy) break;
      if (exited !== undefined) {
        throw new Error(`The second server exited (code ${exited}) before answering /api/health. Its output:\n${readLog(logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("second server log", { path: logFile, contentType: "text/plain" });
      console.log(`Second server output (${logFile}):\n${readLog(logFile)}`);
    }
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a new company waits on 'Account Pending Activation' with the support email until a super admin activates it", async ({
    page,
    playwright,
  }) => {
    await page.goto(`${base}/auth?signup=true`);
    await page.getByLabel("First name").fill("Pat");
    await page.getByLabel("Last name").fill("Pending");
    await page.getByLabel("Email").fill(`pending-${Date.now().toString(36)}@example.com`);
    await page.getByLabel("Company name (optional)").fill("Pending Partners");
    await page.getByLabel("Password", { exact: true }).fill("Pending-pass-1");
    await page.getByLabel("Confirm password").fill("Pending-pass-1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: "help@signet.test" })).toBeVisible();
    await expect(page.getByRole("button", { name: ACCOUNT_STATUS_TEXT.backToLogin })).toBeVisible();

    const accountId = (await (await page.request.get(`${base}/api/me`)).json()).account.id as string;
    const root = await superAdmin(await playwright.request.newContext({ baseURL: base }));
    expect((await root.post(`/api/admin/accounts/${accountId}/activate`)).status()).toBe(200);
    await root.dispose();
    await page.reload();
    await expect(page.getByRole("heading", { name: ACCOUNT_STATUS_TEXT.pendingTitle })).toHaveCount(0);
    await expect(page).toHaveURL(/\/signature$/);
  });
});
