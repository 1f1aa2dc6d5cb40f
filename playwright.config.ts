// Browser tests in Debian's Chromium against the real server on a fresh embedded database
// with the demo data. `npm test` builds the client first (scripts/test.sh).
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: "e2e",
  // One results folder per port, so runs on other ports never delete each other's files.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx src/server/index.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
    },
  },
});
