// A second server for the browser tests that need a setting the shared server must not
// have (pending activation for every new company, say): its own port, its own fresh
// embedded database with the demo data, its output in a log file next to the test
// results, shown when a test fails. Specs using it run serially in their own describe.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { test } from "@playwright/test";

export function freePort(): Promise<number> {
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
export const readLog = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "(no output)";
  }
};

/**
 * Starts a second server for the tests of the calling describe (beforeAll) and stops it
 * after them; `env` is added to the shared server's environment (a function is called in
 * beforeAll, for values known only then, such as another helper's port). The returned
 * object's `base` is the server's address once beforeAll has run.
 */
export function useSecondServer(name: string, env: Record<string, string> | (() => Record<string, string>)) {
  const server = { base: "" };
  let child: ChildProcess | undefined;
  let dataDir = "";
  let logFile = "";

  // The server starts on the machine's time, however loaded it is: the wait ends when it
  // answers or when it exits, not after a fixed number of seconds. The describe's timeout
  // is only a backstop against a server that hangs without exiting.
  test.describe.configure({ mode: "serial", timeout: 600_000 });

  test.beforeAll(async () => {
    const testInfo = test.info();
    const port = await freePort();
    server.base = `http://localhost:${port}`;
    dataDir = `.tmp/e2e-${name}-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(testInfo.project.outputDir, { recursive: true });
    logFile = `${testInfo.project.outputDir}/${name}-server-${port}.log`;
    const log = openSync(logFile, "w");
    child = spawn("node_modules/.bin/tsx", ["src/server/index.ts"], {
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
        CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? "dist/client",
        ...(typeof env === "function" ? env() : env),
      },
      stdio: ["ignore", log, log],
      detached: true, // its own process group, so afterAll stops tsx and the server it runs
    });
    closeSync(log);
    let exited: number | null | undefined;
    child.once("exit", (code) => (exited = code));
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
    if (child?.pid && child.exitCode === null) {
      const stopped = new Promise((resolve) => child!.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  return server;
}
