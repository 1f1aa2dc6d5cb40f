// The test SAML identity provider (src/server/fake-saml-idp/) for the browser tests: started as
// `npm run dev` starts it, on a free port of its own, its output next to the test results. It
// publishes its metadata at `metadataUrl`; its sign-in pages post the signed answer to the
// service provider's ACS URL; `misbehave(fault)` makes its answers faulty until `reset()`. Call it before useSecondServer.
import { test } from "@playwright/test";
import { freePort, useHelperProcess } from "./helper-process";
import { faultControl } from "./fake-faults";
import type { SamlFault } from "../../src/server/fake-saml-idp/saml-faults";

export function useFakeSamlIdp(name: string) {
  const fake = { url: "", metadataUrl: "" };
  const helper = useHelperProcess("test SAML identity provider");

  test.beforeAll(async () => {
    const port = await freePort();
    fake.url = `http://127.0.0.1:${port}`;
    fake.metadataUrl = `${fake.url}/metadata`;
    await helper.start({
      args: ["src/server/fake-saml-idp/start-fake-saml-idp.ts", String(port)],
      logName: `${name}-fake-saml-idp-${port}.log`,
      ready: () =>
        fetch(fake.metadataUrl)
          .then((r) => r.ok)
          .catch(() => false),
      pollMs: 100,
    });
  });

  return Object.assign(fake, faultControl<SamlFault>(fake));
}
