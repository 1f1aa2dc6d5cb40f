// The test OpenID Connect provider (src/server/fake-oidc/) for the browser tests: on a free
// port of its own, its output next to the test results. It signs in whoever the sign-in
// names, at once; `misbehave(fault)` makes its answers faulty until `reset()`. Call it before useSecondServer.
import { test } from "@playwright/test";
import { freePort, useHelperProcess } from "./helper-process";
import { faultControl } from "./fake-faults";
import type { OidcFault } from "../../src/server/fake-oidc/oidc-faults";

export function useFakeOidc(name: string) {
  const fake = { url: "" };
  const helper = useHelperProcess("test OpenID Connect provider");

  test.beforeAll(async () => {
    const port = await freePort();
    fake.url = `http://127.0.0.1:${port}`;
    await helper.start({
      args: ["src/server/fake-oidc/start-fake-oidc.ts", String(port)],
      logName: `${name}-fake-oidc-${port}.log`,
      ready: () =>
        fetch(`${fake.url}/.well-known/openid-configuration`)
          .then((r) => r.ok)
          .catch(() => false),
      pollMs: 100,
    });
  });

  return Object.assign(fake, faultControl<OidcFault>(fake));
}
