// Builds the app's dependencies from settings. Tests call this with their own database.
import path from "node:path";
import type { Database } from "./db/client";
import type { AppConfig, AppDeps } from "./context";
import { createAuth } from "./auth/auth";
import { createMailer } from "./lib/mailer";
import { createLocalStorage, type Storage } from "./lib/storage";
import type { Logger } from "./lib/logger";
import { trackingKeys } from "./features/tracking/tracking-token";
import { campaignEventBuffer } from "./features/tracking/campaign-event-buffer";
import { idleQueue, type JobQueue } from "./lib/queue";
import { DEVELOPMENT_SECRETS_KEY, secretBox } from "./lib/secrets";
import { createProviderTokens } from "./features/integrations/providers/registry";
import { gmailChannel } from "./features/integrations";
import { systemTxtResolver, type TxtResolver } from "./features/sso/dns-txt";

export type DepsOptions = {
  db: Database;
  logger: Logger;
  config: AppConfig;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The started job queue; without one, nothing can be queued (tests that run no jobs). */
  queue?: JobQueue;
  /** S3-compatible storage when configured; else files under DATA_DIR/uploads. */
  storage?: Storage;
  /** SECRETS_KEY; the development key when unset (never in production: env.ts refuses). */
  secretsKey?: Buffer;
  /** DNS TXT lookups for domain verification; the system's resolver when unset. */
  resolveTxt?: TxtResolver;
};

export function createDeps(o: DepsOptions): AppDeps {
  return {
    db: o.db,
    logger: o.logger,
    config: o.config,
    auth: createAuth({ db: o.db, baseUrl: o.config.baseUrl, secret: o.authSecret, logger: o.logger }),
    mailer: createMailer({ db: o.db, logger: o.logger, smtpUrl: o.smtpUrl, from: o.mailFrom, logBodies: !o.config.isProduction }),
    storage: o.storage ?? createLocalStorage(path.join(o.config.dataDir, "uploads")),
    tracking: trackingKeys(o.authSecret),
    campaignEvents: campaignEventBuffer(o.db, o.logger),
    queue: o.queue ?? idleQueue(),
    secrets: secretBox(o.secretsKey ?? DEVELOPMENT_SECRETS_KEY),
    tokens: createProviderTokens(o.config),
    // Each channel receives every announced signature change (features/mailboxes).
    mailboxChannels: [gmailChannel],
    resolveTxt: o.resolveTxt ?? systemTxtResolver,
  };
}
