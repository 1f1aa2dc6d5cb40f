// The whole server: settings -> database (migrated) -> seed -> jobs -> relay (SIGNING_RELAY=true) -> HTTP.
import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import { env } from "./env";
import { openDatabase } from "./db/client";
import { hasAnyUser, seedDemo, seedGallery, demoLogins, DEMO_PASSWORD } from "./seed/seed";
import { logger } from "./lib/logger";
import { createDeps } from "./deps";
import { fileTxtResolver } from "./features/sso/dns-txt";
import { createApp } from "./app";
import { ensureSuperAdmin } from "./features/admin/ensure-super-admin";
import { createQueue } from "./lib/queue";
import { createS3Storage } from "./lib/storage";
import { defineDeploymentQueues, startDeploymentWorkers } from "./features/deployments/deployment-workers";
import { defineFileQueues, startFileWorkers } from "./features/files/clean-stored-files";
import { measureUnmeasuredLogos } from "./features/company/set-company-logo";
import { defineDirectorySyncQueues, startDirectorySyncWorkers } from "./features/directory";
import { loadDirectoryProvider } from "./features/integrations/directory-providers";
import { defineMailboxQueues, startMailboxWorkers } from "./features/mailboxes";
import { renderDeploymentBatch } from "./features/signature";
import { defineGmailPushQueue, startGmailPushWorkers } from "./features/integrations/gmail/gmail-push-queue";
import { defineWebhookQueues, startWebhookWorkers } from "./features/webhooks/webhook-jobs";
import { startRelayFromEnv } from "./features/mail-relay/start-relay";
import { defineTraceRetention, startTraceRetention } from "./features/mail-relay/trace-retention";

const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });

// The job queue (decision 016): every server process is also a worker.
const queue = createQueue(handle, logger);

const deps = createDeps({
  db: handle.db,
  queue,
  storage: env.s3 ? await createS3Storage(env.s3) : undefined,
  logger,
  authSecret: env.authSecret,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  secretsKey: env.secretsKey,
  resolveTxt: env.DNS_TXT_RECORDS_FILE ? fileTxtResolver(env.DNS_TXT_RECORDS_FILE) : undefined,
  config: {
    baseUrl: env.baseUrl,
    isProduction: env.isProduction,
    supportEmail: env.SUPPORT_EMAIL,
    requireAccountActivation: env.REQUIRE_ACCOUNT_ACTIVATION,
    dataDir: env.DATA_DIR,
    clientDistDir: env.CLIENT_DIST_DIR,
    deploymentBatchSize: env.DEPLOYMENT_BATCH_SIZE,
    google: {
      oauthApiUrl: env.GOOGLE_OAUTH_API_URL,
      gmailApiUrl: env.GOOGLE_GMAIL_API_URL,
      directoryApiUrl: env.GOOGLE_DIRECTORY_API_URL,
      pushConcurrency: env.GMAIL_PUSH_CONCURRENCY,
      quotaUnitsPerMinute: env.GMAIL_QUOTA_UNITS_PER_MINUTE,
    },
    outbound: { allowLoopback: env.OUTBOUND_TEST_ALLOW_LOOPBACK },
    requestLimits: { apiKey: env.API_KEY_RATE_LIMIT, session: env.SESSION_RATE_LIMIT, anonymous: env.ANONYMOUS_RATE_LIMIT },
    addinSignatureLimits: { perIp: env.ADDIN_SIGNATURE_IP_RATE_LIMIT, perKey: env.ADDIN_SIGNATURE_KEY_RATE_LIMIT },
    microsoft: { loginUrl: env.MICROSOFT_LOGIN_URL, graphUrl: env.MICROSOFT_GRAPH_URL },
    trustedProxies: env.TRUSTED_PROXIES.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  },
});

await seedGallery(handle.db);
const seeded = env.seedDemo && !(await hasAnyUser(handle.db));
if (seeded) {
  await seedDemo(handle.db, { superAdminEmail: env.SUPER_ADMIN_EMAIL, delivery: { mailer: deps.mailer, baseUrl: env.baseUrl, logger } });
}
const superAdmin = await ensureSuperAdmin(deps, env.SUPER_ADMIN_EMAIL);
await defineDeploymentQueues(deps);
await defineFileQueues(deps);
await defineDirectorySyncQueues(deps);
await defineMailboxQueues(deps);
await defineGmailPushQueue(deps);
await defineWebhookQueues(deps);
await defineTraceRetention(deps);
await queue.start();
await startDeploymentWorkers(deps, { batchWorkers: handle.kind === "postgres" ? env.DEPLOYMENT_WORKERS : 1 });
await startFileWorkers(deps);
// Logos stored before their pixel size was recorded: measured in the background.
void measureUnmeasuredLogos(deps).catch((error: unknown) => logger.warn({ err: error }, "measuring company logos failed"));
await startDirectorySyncWorkers(deps, loadDirectoryProvider);
await startMailboxWorkers(deps, renderDeploymentBatch);
await startGmailPushWorkers(deps);
await startWebhookWorkers(deps);
await startTraceRetention(deps);
const relay = await startRelayFromEnv(deps, env);
// The Mail flow tab shows where to route mail; its test message goes through this process's relay when it runs one.
deps.config.mailRelay = { hostname: env.SIGNING_RELAY_HOSTNAME, port: relay?.port ?? env.SIGNING_RELAY_PORT, running: relay !== null };

const server = serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: env.HOST }, () => {
  const lines = [
    "",
    `  Signet is running at ${env.baseUrl}`,
    `  Database: ${handle.kind === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", demo data created" : ""}`,
  ];
  if (env.seedDemo) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const l of demoLogins(env.SUPER_ADMIN_EMAIL))
      lines.push(`    ${l.email.padEnd(20)} ${l.role === "user" ? "member" : l.role.replace("_", " ")}`); // the README's names for roles
  }
  if (superAdmin === "created") lines.push(`  Super admin ${env.SUPER_ADMIN_EMAIL} created: a link to set the password was emailed.`);
  if (!env.isProduction) lines.push(`  Emails without SMTP_URL: ${env.baseUrl}/dev/outbox`);
  if (relay) lines.push(`  Signing mail relay (SMTP) on port ${relay.port}`);
  console.log(lines.join("\n") + "\n");
});

// Idle keep-alive connections stay open 65 s (Node's default is 5 s), longer than the
// load balancers' usual 60 s and the clients' own idle limits, so the server is not the side
// that closes a connection while a client sends its next request on it (an ECONNRESET for
// the client, a 502 behind a proxy). Headers must still arrive within a second more.
(server as HttpServer).keepAliveTimeout = 65_000;
(server as HttpServer).headersTimeout = 66_000;

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close();
  await relay?.close();
  // Clicks and impressions gathered but not yet written (decision 051).
  await deps.campaignEvents.close();
  // Running jobs finish first (a batch is one transaction); queued ones wait for the next start.
  await queue.stop({ graceful: true }).catch((error: Error) => logger.error({ err: error.message }, "job queue did not stop cleanly"));
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
