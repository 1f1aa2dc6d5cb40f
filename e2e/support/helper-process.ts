// A process the browser tests start beside the shared server (a second Signet server):
// run in its own process group, its output in a log file next to the test results.
// Starting waits on the machine's time, however loaded it is: until the process says it is
// ready or exits (then the test fails with its output), never a fixed
// number of seconds. Its output is attached and printed when a test fails; it is stopped
// after the describe's tests.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
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

/** A log file's text so far, for a failure message. */
export const readLog = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "(no output)";
  }
};

type StartOptions = {
  /** The program and its arguments. */
  command: [string, ...string[]];
  env?: NodeJS.ProcessEnv;
  /** The log file's name in the test results folder. */
  logName: string;
  /** Whether it is ready now (given its output so far); asked every `pollMs`. */
  ready: (output: string) => boolean | Promise<boolean>;
  pollMs?: number;
};

/** Registers the describe's hooks for a helper process called `label`; `start` it in beforeAll. */
export function useHelperProcess(label: string, onStopped?: () => void) {
  let child: ChildProcess | undefined;
  let logFile = "";

  test.afterEach(async () => {
    const testInfo = test.info();
    if (logFile && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach(`${label} log`, { path: logFile, contentType: "text/plain" });
      console.log(`${label} output (${logFile}):\n${readLog(logFile)}`);
    }
  });

  test.afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const stopped = new Promise((resolve) => child!.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await stopped;
    }
    onStopped?.();
  });

  return {
    async start({ command: [program, ...args], env, logName, ready, pollMs = 250 }: StartOptions) {
      const outputDir = test.info().project.outputDir;
      mkdirSync(outputDir, { recursive: true });
      logFile = `${outputDir}/${logName}`;
      const log = openSync(logFile, "w");
      child = spawn(program, args, {
        env: env ?? process.env,
        stdio: ["ignore", log, log],
        detached: true, // its own process group, so afterAll stops it and what it runs
      });
      closeSync(log);
      let exited: number | null | undefined;
      child.once("exit", (code) => (exited = code));
      for (;;) {
        if (await ready(readLog(logFile))) return;
        if (exited !== undefined)
          throw new Error(`The ${label} exited (code ${exited}) before it was ready. Its output:\n${readLog(logFile)}`);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
