// The browser tests start this: the test OpenID Connect provider on 127.0.0.1.
//   npx tsx dev-servers/fake-oidc/start-fake-oidc.ts [port]
// In Company Settings, Security, give its address as an OpenID Connect provider's issuer, with
// any alphanumeric client ID and any secret; it signs in whoever the sign-in names.
// `curl -X POST <address>/fake/misbehave -d '{"fault":"expired"}'` makes its answers faulty
// (dev-servers/fake-oidc/oidc-faults.ts names them) until `curl -X POST <address>/fake/reset`.
import { startFakeOidc } from "./fake-oidc";

const fake = await startFakeOidc(Number(process.argv[2] ?? 4602));
console.log(`  Test OpenID Connect provider at ${fake.url}`);
