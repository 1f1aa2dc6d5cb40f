// The fake of Google's APIs (src/server/fake-google/) for the browser tests: started as
// `npm run dev` starts it (the demo directory of acme.test and a service-account key file),
// on a free port of its own, its key file and its output next to the test results. The
// output is shown if it exits before answering and when a test fails. Call it before
// useSecondServer, whose env can then point Signet at `fake.url`.
import { test } from "@playwright/test";
import { freePort, useHelperProcess } from "./helper-process";

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
  const helper = useHelperProcess("fake Google server");

  test.beforeAll(async () => {
    const port = await freePort();
    fake.url = `http://127.0.0.1:${port}`;
    fake.keyFile = `${test.info().project.outputDir}/${name}-service-account-${port}.json`;
    await helper.start({
      args: ["src/server/fake-google/start-fake-google.ts", String(port), fake.keyFile],
      logName: `${name}-fake-google-${port}.log`,
      // The key file is written after the server listens: wait for the line that names it.
      ready: (output) => output.includes("Service-account key for the demo"),
      pollMs: 100,
    });
  });

  return fake;
}
