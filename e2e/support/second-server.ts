// A second server for the browser tests that need a setting the shared server must not
// have (pending activation for every new company, say): its own port, its own fresh
// embedded database with the demo data, its output in a log file next to the test
// results, shown when a test fails. Specs using it run serially in their own describe.
import { rmSync } from "node:fs";
import { test } from "@playwright/test";
import { freePort, useHelperProcess } from "./helper-process";

/**
 * Starts a second server for the tests of the calling describe (beforeAll) and stops it
 * after them; `env` is added to the shared server's environment (a function is called in
 * beforeAll, for values known only then, such as another helper's port). The returned
 * object's `base` is the server's address once beforeAll has run.
 */
export function useSecondServer(name: string, env: Record<string, string> | (() => Record<string, string>)) {
  const server = { base: "" };
  let dataDir = "";
  const helper = useHelperProcess("second server", () => rmSync(dataDir, { recursive: true, force: true }));

  // The describe's timeout is only a backstop against a server that hangs without exiting.
  test.describe.configure({ mode: "serial", timeout: 600_000 });

  test.beforeAll(async () => {
    // The describe's timeout doesn't reach its hooks: this one waits out the start on a loaded machine.
    test.setTimeout(600_000);
    const port = await freePort();
    server.base = `http://localhost:${port}`;
    dataDir = `.tmp/e2e-${name}-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    await helper.start({
      command: ["bash", "scripts/serve.sh"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: server.base,
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        ANONYMOUS_RATE_LIMIT: "100000",
        TEST_CHEAP_PASSWORD_HASHING: "true",
        // Test-only, as the shared server: the identity providers and receivers specs start are on 127.0.0.1.
        OUTBOUND_TEST_ALLOW_LOOPBACK: "true",
        CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
        ...(typeof env === "function" ? env() : env),
      },
      logName: `${name}-server-${port}.log`,
      ready: () =>
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.ok)
          .catch(() => false),
    });
  });

  return server;
}
