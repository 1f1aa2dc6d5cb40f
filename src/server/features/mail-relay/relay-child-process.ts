// Test fixture: a signing relay in a process of its own, so a test can kill it mid-message
// (relay-kill.test.ts). It opens an in-memory database, makes one company (verified domain
// relay-child.test, member ann@relay-child.test, allowed network 127.0.0.1) returning to the
// sink at argv[2]:argv[3], listens on a free port of 127.0.0.1 and prints it.
import pino from "pino";
import { openDatabase } from "../../db/client";
import { accounts, accountUsers, profiles, ssoDomains, users } from "../../db/schema";
import { secretBox } from "../../lib/secrets";
import type { AppDeps } from "../../context";
import { updateRelaySettings } from "./relay-settings";
import { createSigningRelay } from "./relay-server";

const [sinkHost, sinkPort] = [process.argv[2], Number(process.argv[3])];
const { db } = await openDatabase({ dataDir: null });
const [account] = await db.insert(accounts).values({ name: "Child relay" }).returning();
await db
  .insert(ssoDomains)
  .values({ accountId: account.id, domain: "relay-child.test", verificationToken: "child", verifiedAt: new Date() });
await db.insert(users).values({ id: "child-ann", name: "Ann Archer", email: "ann@relay-child.test" });
await db.insert(profiles).values({ id: "child-ann", email: "ann@relay-child.test", firstName: "Ann", lastName: "Archer" });
await db.insert(accountUsers).values({ userId: "child-ann", accountId: account.id, role: "user" });
await updateRelaySettings(
  db,
  { accountId: account.id },
  { mode: "sign", returnHost: sinkHost, returnPort: sinkPort, allowedNetworks: ["127.0.0.1/32"] },
);
const deps = {
  db,
  logger: pino({ level: "silent" }),
  secrets: secretBox(Buffer.alloc(32, 1)),
  config: { isProduction: false },
} as unknown as AppDeps;
const relay = createSigningRelay(deps, {
  hostname: "child.relay.test",
  allowInsecureAuth: true,
  signatureSource: async () => "<table><tr><td>Ann Archer</td></tr></table>",
});
console.log(await relay.listen(0, "127.0.0.1"));
