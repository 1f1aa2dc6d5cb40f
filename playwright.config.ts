// Browser tests in Debian's Chromium (its headless shell) against the real server on a fresh
// database with the demo data. `npm test` builds the client first (scripts/test.sh).
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, SHARED_FAKES } from "./e2e/support/shared-servers";

const port = Number(process.env.E2E_PORT ?? 3100);
export { E2E_BASE_URL };
const dataDir = `.tmp/e2e-data-${port}`;
/**
 * The shared server's database: a fresh one on the PostgreSQL server when TEST_DATABASE_URL
 * names one (npm test sets it when 127.0.0.1:5432 answers), else the embedded PGlite in
 * dataDir. PostgreSQL does the same work for about half of the server's CPU, which the
 * browsers need more; PGlite still serves the second server of the specs that need one and
 * `npm run dev` in dev-setup.spec.ts (decision 064).
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const database = databaseServer ? { name: `signet_e2e_${port}`, url: new URL(databaseServer) } : null;
if (database) database.url.pathname = `/${database.name}`;
/** The server's output, kept for every run and printed if it fails to start. */
const serverLog = `.tmp/e2e-server-${port}.log`;

/**
 * `command` with its output in `log`; if it exits before answering, the log is printed (stderr
 * is piped to the test output) and the run fails with the process's own words.
 */
const logged = (command: string, log: string) =>
  `mkdir -p .tmp && { ${command}; } > ${log} 2>&1 || { code=$?; echo "It exited with code $code. Its output (${log}):" >&2; cat ${log} >&2; exit $code; }`;

/** A fake (dev-servers/fake-*) started as `npm run dev` starts it, ready once `url` answers. */
const fake = (script: string, args: (string | number)[], url: string) => ({
  command: logged(`node_modules/.bin/tsx dev-servers/${script} ${args.join(" ")}`, `.tmp/e2e-${script.split("/")[0]}-${port}.log`),
  url,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "e2e",
  // One results folder per port, so runs on other ports never delete each other's files.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Three workers on two cores: a test waits on the server, the database or a timer for part of its
  // time, and with two workers that left about a sixth of the cores idle (decision 066). The
  // slowest page (the API reference's Swagger UI) then took 17 s to draw its first heading.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // Every wait in the specs is on a condition (an element, a URL, a response). These limits
  // are backstops against a hang, set far above what a loaded machine needs, so that a slow
  // run is slow rather than red.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  // The slowest specs are printed at the end of a run (scripts/playwright-spec-times.ts).
  reporter: [["list"], ["./scripts/playwright-spec-times.ts"]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    // A trace is recorded only when a failed test runs again (CI retries once): recording one
    // for every test cost about a quarter of the stage's time (decision 059). A first failure
    // still leaves its screenshot and the page's aria snapshot.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // No transitions (the toasts honour it): an accessibility check never reads a toast mid-fade.
    reducedMotion: "reduce",
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the browser's interface, which cost
      // about two thirds of the browser's CPU per page load here (decision 065).
      executablePath: process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Every name but the machine's own fails at once, never asked of a DNS server: the
        // signatures' sample images (https://cdn.acme.example/...) and the links the specs type
        // in load from nowhere, and no page waits on a lookup or a connection that cannot end.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  // The fakes of the outside services, once for the whole run (e2e/support/shared-servers.ts),
  // then the server, pointed at them.
  webServer: [
    fake(
      "fake-google/start-fake-google.ts",
      [SHARED_FAKES.google.port, SHARED_FAKES.google.keyFile, SHARED_FAKES.google.domain],
      `${SHARED_FAKES.google.url}/fake/state`,
    ),
    fake("fake-microsoft/start-fake-microsoft.ts", [SHARED_FAKES.microsoft.port], `${SHARED_FAKES.microsoft.url}/fake/state`),
    fake("fake-saml-idp/start-fake-saml-idp.ts", [SHARED_FAKES.saml.port], SHARED_FAKES.saml.metadataUrl),
    fake("fake-oidc/start-fake-oidc.ts", [SHARED_FAKES.oidc.port], `${SHARED_FAKES.oidc.url}/.well-known/openid-configuration`),
    {
      command: logged(
        [
          `rm -rf ${dataDir} ${SHARED_FAKES.dnsFile}.lock`,
          `echo '{}' > ${SHARED_FAKES.dnsFile}`,
          ...(database ? [`node_modules/.bin/tsx e2e/support/fresh-database.ts '${databaseServer}' ${database.name}`] : []),
          "bash scripts/serve.sh",
        ].join(" && "),
        serverLog,
      ),
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
        ...(database ? { DATABASE_URL: database.url.toString() } : {}),
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
        // Test-only: hundreds of sign-ups and sign-ins hash passwords at a test run's cost, not production's.
        TEST_CHEAP_PASSWORD_HASHING: "true",
        CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
        GOOGLE_OAUTH_API_URL: SHARED_FAKES.google.url,
        GOOGLE_GMAIL_API_URL: SHARED_FAKES.google.url,
        GOOGLE_DIRECTORY_API_URL: SHARED_FAKES.google.url,
        MICROSOFT_LOGIN_URL: SHARED_FAKES.microsoft.url,
        MICROSOFT_GRAPH_URL: SHARED_FAKES.microsoft.url,
        DNS_TXT_RECORDS_FILE: SHARED_FAKES.dnsFile,
        // The signing mail relay, as `npm run dev` runs it: the Mail flow tab's test message goes through it.
        SIGNING_RELAY: "true",
        SIGNING_RELAY_HOST: "127.0.0.1",
        SIGNING_RELAY_PORT: String(SHARED_FAKES.relayPort),
        SIGNING_RELAY_ALLOW_INSECURE_AUTH: "true",
      },
    },
  ],
});
