// `npm run db:seed`: removes the demo company and users and creates them again.
import { env } from "../env";
import { openDatabase } from "./client";
import { removeDemo, seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from "./seed";

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await removeDemo(handle.db);
await seedDemo(handle.db);
await handle.close();
console.log(`Demo data reseeded. Logins (password ${DEMO_PASSWORD}):`);
for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
