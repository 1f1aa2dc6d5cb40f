// The fake of Google's APIs (src/server/fake-google/) for the browser tests: started as
// `npm run dev` starts it (the demo directory of acme.test and a service-account key file),
// on a free port of its own, its key file and its output next to the test results. The
// output is shown if it exits before answering and when a test fails. Call it before
// useSecondServer, whose env can then point Signet at `fake.url`.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { test } from "@playwright/test";
import { freePort, readLog } from "./second-server";

export type FakeGoogleState = {
  counts: { tokens: number; directoryPages: number; updates: number; refused429: number };
  signatures: Record<string, { sendAsEmail: string; isPrimary: boolean; signature: string }[]>;
};

export function useFakeGoogle(name: string) {
  const fake = {
    url: "",
    keyFile: "",
    /** What the fake holds: every mailbox's send-as addresses and signatures, and its counters. */
    state: async (): Promise<FakeGoogleState> => (await fetch(`${fake.url}/fake/state`)).json() as Promise<FakeGoogleState>,
  };
  let child: ChildProcess | undefined;
  let logFile = "";

  test.beforeAll(async () => {
    const testInfo = test.info();
    const port = await freePort();
    fake.url = `http://127.0.0.1:${port}`;
    mkdirSync(testInfo.project.outputDir, { recursive: true });
    fake.keyFile = `${testInfo.project.outputDir}/${name}-service-account-${port}.json`;
    logFile = `${testInfo.project.outputDir}/${name}-fake-google-${port}.log`;
    const log = openSync(logFile, "w");
    child = spawn("node_modules/.bin/tsx", ["src/server/fake-google/start-fake-google.ts", String(port), fake.keyFile], {
      stdio: ["ignore", log, log],
      detached: true, // its own process group, so afterAll stops tsx and the server it runs
    });
    closeSync(log);
    let exited: number | null | undefined;
    child.once("exit", (code) => (exited = code));
    // The key file is written after the server listens: wait for the line that names it.
    for (;;) {
      const ready = readLog(logFile).includes("Service-account key for the demo");
      if (ready) break;
      if (exited !== undefined)
        throw new Error(`The fake Google server exited (code ${exited}) before it was ready. Its output:\n${readLog(logFile)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("fake Google log", { path: logFile, contentType: "text/plain" });
      console.log(`Fake Google output (${logFile}):\n${readLog(logFile)}`);
    }
  });

  test.afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const stopped = new Promise((resolve) => child!.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await stopped;
    }
  });

  return fake;
}
