// `npm run dev` starts this: the fake of Google's APIs on 127.0.0.1 with the demo company's
// directory (acme.test), and a service-account key for it written to
// .tmp/fake-google/acme-service-account.json, so the whole integration works without a
// Google account: upload that file in Company Settings, Integrations, with admin@acme.test.
//   npx tsx dev-servers/fake-google/start-fake-google.ts [port] [key file] [domain]
// (the browser tests start it on a port of their own, with the key in a file of their own; each
// spec adds its own customer at a domain of its own through /fake/customers).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, demoDirectory, startFakeGoogle } from "./fake-google";
import { createServiceAccount } from "./service-account";

const port = Number(process.argv[2] ?? 4599);
const fake = await startFakeGoogle({ port });
const key = createServiceAccount(fake, [GMAIL_SCOPE, DIRECTORY_SCOPE], "signet-demo");
const domain = process.argv[4] ?? "acme.test";
// The demo logins are in the directory too: syncing links them instead of adding them again.
const users = demoDirectory(domain);
fake.setUsers(users);
const file = path.resolve(process.argv[3] ?? ".tmp/fake-google/acme-service-account.json");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(key, null, 2));
console.log(`  Fake Google APIs at ${fake.url} (${users.length} directory users in ${domain})`);
console.log(`  Service-account key for the demo: ${file}`);
