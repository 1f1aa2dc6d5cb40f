// `npm run dev` starts this: the fake of Microsoft's sign-in and Graph on 127.0.0.1 with the
// demo company's directory (acme.test) and an app registration for it, so the Microsoft 365
// integration works without a Microsoft account: in Company Settings, Integrations, connect
// Microsoft 365 with the tenant id, client id and secret printed below (also written to
// .tmp/fake-microsoft/acme-app.json).
//   npx tsx dev-servers/fake-microsoft/start-fake-microsoft.ts [port]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateGraphUsers, startFakeMicrosoft } from "./fake-microsoft";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_TENANT_ID } from "./demo-app";

const port = Number(process.argv[2] ?? 4600);
const fake = await startFakeMicrosoft({ port });
fake.addTenant({ id: DEMO_TENANT_ID, domain: "acme.test" });
fake.registerApp(DEMO_TENANT_ID, { clientId: DEMO_CLIENT_ID, secret: DEMO_CLIENT_SECRET, consented: true });
const users = generateGraphUsers(24, "acme.test");
// The demo logins are in the directory too: syncing links them instead of adding them again.
const login = (i: number, email: string, givenName: string, surname: string) =>
  (users[i] = { ...users[i], mail: email, userPrincipalName: email, givenName, surname, displayName: `${givenName} ${surname}` });
login(0, "admin@acme.test", "Alex", "Admin");
login(1, "member@acme.test", "Morgan", "Member");
login(2, "member2@acme.test", "Riley", "Member");
users[5] = { ...users[5], accountEnabled: false };
// An office Signet doesn't have: the preview names it, and those members stay without one.
users[7] = { ...users[7], officeLocation: "Remote" };
fake.setUsers(DEMO_TENANT_ID, users);
const file = path.resolve(".tmp/fake-microsoft/acme-app.json");
mkdirSync(path.dirname(file), { recursive: true });
const app = { tenantId: DEMO_TENANT_ID, clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET };
writeFileSync(file, JSON.stringify(app, null, 2));
console.log(`  Fake Microsoft sign-in and Graph at ${fake.url} (${users.length} users in acme.test)`);
console.log(`  Demo app: tenant ${DEMO_TENANT_ID}, client ${DEMO_CLIENT_ID}, secret ${DEMO_CLIENT_SECRET} (${file})`);
