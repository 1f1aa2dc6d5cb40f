// `npm run db:seed`: removes the demo company and users and creates them again.
import { env } from "../env";
import { openDatabase } from "../db/client";
import { createMailer } from "../lib/mailer";
import { logger } from "../lib/logger";
import { removeDemo, seedDemo, demoLogins, DEMO_PASSWORD } from "./seed";

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await removeDemo(handle.db, env.SUPER_ADMIN_EMAIL);
const mailer = createMailer({ db: handle.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logBodies: !env.isProduction });
await seedDemo(handle.db, { superAdminEmail: env.SUPER_ADMIN_EMAIL, delivery: { mailer, baseUrl: env.baseUrl, logger } });
await handle.close();
console.log(`Demo data reseeded. Logins (password ${DEMO_PASSWORD}):`);
for (const login of demoLogins(env.SUPER_ADMIN_EMAIL)) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
