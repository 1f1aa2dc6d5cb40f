// The fake of Microsoft's sign-in and Graph (src/server/fake-microsoft/) for the browser tests:
// started as `npm run dev` starts it (the demo tenant of acme.test and an app registration for
// it), on a free port of its own. Its output is shown if it exits before it is ready and when
// a test fails. Call it before useSecondServer, whose env can then point Signet at `fake.url`.
import { test } from "@playwright/test";
import { freePort, useHelperProcess } from "./helper-process";

export function useFakeMicrosoft(name: string) {
  const fake = { url: "", tenantId: "", clientId: "", clientSecret: "" };
  const helper = useHelperProcess("fake Microsoft server");

  test.beforeAll(async () => {
    const port = await freePort();
    fake.url = `http://127.0.0.1:${port}`;
    await helper.start({
      args: ["src/server/fake-microsoft/start-fake-microsoft.ts", String(port)],
      logName: `${name}-fake-microsoft-${port}.log`,
      // The app registration is printed once the server listens: its three values come from there.
      ready: (output) => {
        const app = /Demo app: tenant (\S+), client (\S+), secret (\S+) \(/.exec(output);
        if (app) [, fake.tenantId, fake.clientId, fake.clientSecret] = app;
        return Boolean(app);
      },
      pollMs: 100,
    });
  });

  return fake;
}
