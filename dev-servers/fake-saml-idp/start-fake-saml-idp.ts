// `npm run dev` and the browser tests start this: the test SAML identity provider on 127.0.0.1.
//   npx tsx dev-servers/fake-saml-idp/start-fake-saml-idp.ts [port]
// In Company Settings, Security, give it as a SAML provider by its metadata URL (printed below);
// /idp-initiated?sp=<Signet's SP metadata URL> starts an IdP-initiated sign-in.
// `curl -X POST <address>/fake/misbehave -d '{"fault":"expired"}'` makes its answers faulty
// (dev-servers/fake-saml-idp/saml-faults.ts names them) until `curl -X POST <address>/fake/reset`.
import { startFakeSamlIdp } from "./fake-saml-idp";

const fake = await startFakeSamlIdp({ port: Number(process.argv[2] ?? 4601) });
console.log(`  Test SAML identity provider at ${fake.url}; its metadata: ${fake.metadataUrl}`);
