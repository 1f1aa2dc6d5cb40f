// Development: points the demo company's mail flow at the local SMTP sink (127.0.0.1:2526),
// verifies its domain acme.test, turns signing on and prints a fresh relay credential.
// Run with the server stopped (PGlite has one user): npx tsx src/server/features/mail-relay/setup-demo-relay.ts
import { eq } from "drizzle-orm";
import { env } from "../../env";
import { openDatabase } from "../../db/client";
import { accountUsers, ssoDomains, users } from "../../db/schema";
import { secretBox } from "../../lib/secrets";
import { rotateRelayCredential } from "./relay-credential";
import { updateRelaySettings } from "./relay-settings";

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const [admin] = await handle.db
  .select({ accountId: accountUsers.accountId })
  .from(users)
  .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
  .where(eq(users.email, "admin@acme.test"));
if (!admin) throw new Error("No demo company: start Signet once with the demo data first.");
await handle.db
  .insert(ssoDomains)
  .values({ accountId: admin.accountId, domain: "acme.test", verificationToken: "demo", verifiedAt: new Date() })
  .onConflictDoNothing();
await updateRelaySettings(handle.db, admin, { mode: "sign", returnHost: "127.0.0.1", returnPort: 2526, provider: "smtp" });
const credential = await rotateRelayCredential({ db: handle.db, secrets: secretBox(env.secretsKey) }, admin);
console.log(`Relay credential for Acme Inc.: user ${credential.username} password ${credential.password}`);
await handle.close();
