// What every request handler can reach: the dependencies made once at boot, and the
// signed-in user read once per request by the session middleware.
import type { Database } from "./db/client";
import type { Auth } from "./auth/auth";
import type { Mailer } from "./lib/mailer";
import type { Logger } from "./lib/logger";
import type { Storage } from "./lib/storage";
import type { JobQueue } from "./lib/queue";

export type AppConfig = {
  baseUrl: string;
  isProduction: boolean;
  supportEmail: string;
  requireAccountActivation: boolean;
  dataDir: string;
  clientDistDir: string;
  trustedProxies: string[];
  /** Members per deployment job; the shared default (500) when unset. */
  deploymentBatchSize?: number;
};

/** Keys derived from the server secret for campaign tracking tokens (features/tracking). */
export type TrackingKeys = { token: Buffer; visitor: Buffer };

export type AppDeps = {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  storage: Storage;
  config: AppConfig;
  tracking: TrackingKeys;
  /** Background jobs (deployments, their emails): pg-boss on the same database. */
  queue: JobQueue;
};

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
