// What every request handler can reach: the dependencies made once at boot, and the
// signed-in user read once per request by the session middleware.
import type { TxtResolver } from "./features/sso/dns-txt";
import type { Database } from "./db/client";
import type { Auth } from "./auth/auth";
import type { Mailer } from "./lib/mailer";
import type { Logger } from "./lib/logger";
import type { Storage } from "./lib/storage";
import type { JobQueue } from "./lib/queue";
import type { SecretBox } from "./lib/secrets";
import type { OutboundPolicy } from "./lib/outbound/outbound-policy";
import type { CampaignEventBuffer } from "./features/tracking/campaign-event-buffer";
import type { ProviderTokens } from "./features/integrations/providers/registry";
import type { MailboxChannel } from "./features/mailboxes/mailbox-channel";

/** Where Google's APIs are (the real ones, or the fake in tests and `npm run dev`) and how hard to push. */
export type GoogleSettings = {
  /** Where the JWT bearer grant is posted ({url}/token); the assertion's audience stays Google's token URI. */
  oauthApiUrl?: string;
  gmailApiUrl: string;
  directoryApiUrl: string;
  /** Signature updates in flight at once per process. */
  pushConcurrency: number;
  /** Quota units a minute the pushes may spend (Google: 1,200,000 per project; an update counts 100). */
  quotaUnitsPerMinute: number;
};

export const GOOGLE_DEFAULTS: GoogleSettings = {
  oauthApiUrl: "https://oauth2.googleapis.com",
  gmailApiUrl: "https://gmail.googleapis.com",
  directoryApiUrl: "https://admin.googleapis.com",
  pushConcurrency: 40,
  quotaUnitsPerMinute: 1_200_000,
};

/** Webhook delivery (features/webhooks). */
export type WebhookSettings = {
  /** The time for retries, rotation overlaps and the switch-off; the real clock when unset (tests move it). */
  now?: () => Date;
  /** How long one attempt may take before it fails; 15 seconds when unset (tests shorten it). */
  attemptTimeoutMs?: number;
};

/** Where Microsoft's sign-in and Graph are (the real ones, or the fake in tests and `npm run dev`). */
export type MicrosoftSettings = { loginUrl: string; graphUrl: string };

export const MICROSOFT_DEFAULTS: MicrosoftSettings = {
  loginUrl: "https://login.microsoftonline.com",
  graphUrl: "https://graph.microsoft.com",
};

/** Requests a minute the Outlook add-in's signature address takes per IP address and per company's key. */
export type AddinSignatureLimits = { perIp: number; perKey: number };

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
  google?: GoogleSettings;
  webhooks?: WebhookSettings;
  /** Requests to addresses companies give (lib/outbound): the test-only loopback exception, a stand-in resolver. */
  outbound?: OutboundPolicy;
  /** Requests a minute per API key, session and anonymous IP (REQUEST_LIMITS when unset). */
  requestLimits?: RequestLimits;
  microsoft?: MicrosoftSettings;
  /** Requests a minute to the Outlook add-in's signature address per IP and per key (ADDIN_SIGNATURE_LIMITS when unset). */
  addinSignatureLimits?: AddinSignatureLimits;
  /** The signing mail relay: its public name and port (SIGNING_RELAY_*), and whether this process runs it. */
  mailRelay?: { hostname: string; port: number; running: boolean };
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
  /** Clicks and impressions gathered in this process, written in batches every few milliseconds. */
  campaignEvents: CampaignEventBuffer;
  /** Background jobs (deployments, their emails): pg-boss on the same database. */
  queue: JobQueue;
  /** Seals and opens the credentials companies hand over (SECRETS_KEY). */
  secrets: SecretBox;
  /** Each connected provider's access tokens, kept in this process (providers/registry.ts). */
  tokens: ProviderTokens;
  /** Where members' signatures go by themselves (Gmail): the channels subscribed to changed signatures. */
  mailboxChannels: MailboxChannel[];
  /** DNS TXT lookups (single sign-on domain verification): node:dns, or a stand-in outside production. */
  resolveTxt: TxtResolver;
};

export type SessionUser = { id: string; email: string; name: string };

/** Requests a minute each caller may make: per API key, per session, and per IP address without either. */
export type RequestLimits = { apiKey: number; session: number; anonymous: number };

/** The API key a request carries, checked (auth/api-key-auth.ts); its creator is an admin of its account. */
export type ApiKeyUse = {
  id: string;
  name: string;
  accountId: string;
  scope: "read" | "write";
  createdBy: string;
  accountStatus: string;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set when the request carries an API key: then the session cookie is not read. */
    apiKey: ApiKeyUse | null;
  };
};
