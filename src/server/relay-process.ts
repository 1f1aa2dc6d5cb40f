// The signing relay alone (SIGNING_RELAY=only): no HTTP app, no job workers, no seeding. It shares
// only PostgreSQL with the web app's processes (its settings, members, templates and the trace),
// and loads only what a message needs: the relay, the signature renderer, the database. So its
// memory is the relay's own, and relays scale apart from the web app behind a TCP load balancer.
import { env } from "./env";
import { openDatabase } from "./db/client";
import { logger } from "./lib/logger";
import { secretBox } from "./lib/secrets";
import { trackingKeys } from "./features/tracking/tracking-token";
import { startRelayFromEnv } from "./features/mail-relay/start-relay";

const handle = await openDatabase({ url: env.DATABASE_URL });
const relay = await startRelayFromEnv(
  {
    db: handle.db,
    logger,
    secrets: secretBox(env.secretsKey),
    // The signature's campaign links and banners point at the web app and carry its tracking tokens.
    tracking: trackingKeys(env.authSecret),
    config: { baseUrl: env.baseUrl, isProduction: env.isProduction },
  },
  env,
);
console.log(`\n  Signet's signing mail relay alone (SMTP) on port ${relay!.port}; the web app runs elsewhere (BASE_URL ${env.baseUrl})\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  // Messages under way finish (their senders get the hop's answer), then the hop connections and the database close.
  await relay?.close();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
