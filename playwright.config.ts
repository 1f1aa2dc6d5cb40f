// Browser tests in Debian's Chromium against the real server on a fresh embedded database
// with the demo data. `npm test` builds the client first (scripts/test.sh).
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;
/** The server's output, kept for every run and printed if it fails to start. */
const serverLog = `.tmp/e2e-server-${port}.log`;

export default defineConfig({
  testDir: "e2e",
  // One results folder per port, so runs on other ports never delete each other's files.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Every wait in the specs is on a condition (an element, a URL, a response). These limits
  // are backstops against a hang, set far above what a loaded machine needs, so that a slow
  // run is slow rather than red.
  timeout: 120_000,
  expect: { timeout: 20_000 },
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
    // Output goes to serverLog; if the server exits before answering, the log is printed
    // (stderr is piped to the test output) and the run fails with the server's own words.
    command: `rm -rf ${dataDir} && mkdir -p .tmp && node_modules/.bin/tsx src/server/index.ts > ${serverLog} 2>&1 || { code=$?; echo "The server exited with code $code. Its output (${serverLog}):" >&2; cat ${serverLog} >&2; exit $code; }`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A backstop only: the server normally answers in seconds; a hung start fails here.
    timeout: 600_000,
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
      // Test-only: the webhooks spec points an endpoint at a receiver it starts on 127.0.0.1, the
      // single sign-on specs at identity providers there.
      OUTBOUND_TEST_ALLOW_LOOPBACK: "true",
      // Every browser test comes from 127.0.0.1: the per-address limit of anonymous requests is
      // raised so that parallel sign-ins never share out 600 a minute (keys and sessions keep theirs).
      ANONYMOUS_RATE_LIMIT: "100000",
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
    },
  },
});
