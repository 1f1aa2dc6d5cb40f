// The only place that reads process.env. Every setting, its default and its check.
import { z } from "zod";
import { DEVELOPMENT_SECRETS_KEY } from "./lib/secrets";
import { REQUEST_LIMITS } from "./auth/request-limits";
import { ADDIN_SIGNATURE_LIMITS } from "./auth/rate-limit-rules";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Vitest sets BASE_URL="/" (Vite's base path): only an absolute URL counts.
  BASE_URL: z.preprocess((v) => (v === "" || v === "/" ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Signet <no-reply@signet.test>"),
  SUPPORT_EMAIL: z.string().email().default("support@signet.test"),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  SUPER_ADMIN_EMAIL: z.string().email().default("super@signet.test"),
  REQUIRE_ACCOUNT_ACTIVATION: bool(false),
  TRUSTED_PROXIES: z.string().default(""),
  CLIENT_DIST_DIR: z.string().default("dist/client"),
  // Members per deployment job (DEPLOYMENT_BATCH_SIZE in src/shared, 500, when unset).
  DEPLOYMENT_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).optional(),
  // Deployment batches each process works on at once (PostgreSQL; PGlite runs one).
  DEPLOYMENT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  // Uploaded files in S3-compatible storage (needed when several server processes run); else DATA_DIR.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Encrypts what companies hand over (service-account keys, client secrets): 32 bytes, base64 or 64 hex digits.
  SECRETS_KEY: z.string().optional(),
  // Google's APIs and its token endpoint ({url}/token); the fake (npm run dev, tests) stands in for all three at one address.
  GOOGLE_OAUTH_API_URL: z.string().url().default("https://oauth2.googleapis.com"),
  GOOGLE_GMAIL_API_URL: z.string().url().default("https://gmail.googleapis.com"),
  GOOGLE_DIRECTORY_API_URL: z.string().url().default("https://admin.googleapis.com"),
  // Microsoft's sign-in (client credentials) and Graph; the fake (npm run dev, tests) serves both at one address.
  MICROSOFT_LOGIN_URL: z.string().url().default("https://login.microsoftonline.com"),
  MICROSOFT_GRAPH_URL: z.string().url().default("https://graph.microsoft.com"),
  // Gmail signature updates in flight per process, and the quota units a minute the pushes may spend.
  GMAIL_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(40),
  GMAIL_QUOTA_UNITS_PER_MINUTE: z.coerce.number().int().min(100).default(1_200_000),
  // Test-only: addresses companies give (webhook endpoints, single sign-on issuers and metadata) may be
  // http(s)://127.0.0.1 (the receivers and identity providers tests start). Refused in production.
  OUTBOUND_TEST_ALLOW_LOOPBACK: bool(false),
  // Test-only: a JSON file of DNS TXT answers ({ "example.com": ["signet-verification=…"] }) that
  // domain verification reads instead of DNS (npm run dev, the browser tests). Refused in production.
  DNS_TXT_RECORDS_FILE: z.string().min(1).optional(),
  // Requests a minute each caller may make to the API: per API key, per session, per IP address without either.
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(REQUEST_LIMITS.apiKey),
  SESSION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(REQUEST_LIMITS.session),
  ANONYMOUS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(REQUEST_LIMITS.anonymous),
  // Requests a minute the Outlook add-in's signature address takes from one IP address and for one company's key.
  ADDIN_SIGNATURE_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(ADDIN_SIGNATURE_LIMITS.perIp),
  ADDIN_SIGNATURE_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(ADDIN_SIGNATURE_LIMITS.perKey),
  // The signing mail relay (SMTP); STARTTLS with the key and certificate files. Off unless asked (npm start and
  // npm run dev ask): a process that relays says so. "only": this process is the relay alone, no HTTP app and no jobs.
  SIGNING_RELAY: z
    .enum(["true", "false", "1", "0", "only"])
    .optional()
    .transform((v) => (v === "only" ? ("only" as const) : v === "true" || v === "1")),
  SIGNING_RELAY_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  SIGNING_RELAY_HOST: z.string().default("0.0.0.0"),
  SIGNING_RELAY_HOSTNAME: z.string().default("localhost"),
  SIGNING_RELAY_TLS_KEY_FILE: z.string().min(1).optional(),
  SIGNING_RELAY_TLS_CERT_FILE: z.string().min(1).optional(),
  // Test and development only: SMTP AUTH without TLS. Refused in production.
  SIGNING_RELAY_ALLOW_INSECURE_AUTH: bool(false),
  // Test-only: passwords hashed at a test run's cost (scrypt N=2^10, p=1) instead of production's: the
  // browser tests' server signs people up and in hundreds of times. Refused in production.
  TEST_CHEAP_PASSWORD_HASHING: bool(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & {
  baseUrl: string;
  isProduction: boolean;
  seedDemo: boolean;
  authSecret: string;
  s3: import("./lib/storage").S3Settings | null;
  secretsKey: Buffer;
};

function parseSecretsKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("Invalid environment:\n  SECRETS_KEY: must be 32 bytes, as base64 or 64 hex digits");
  return key;
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.S3_ENDPOINT && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid environment:\n  S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too");
  }
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.BETTER_AUTH_SECRET) {
    throw new Error("Invalid environment:\n  BETTER_AUTH_SECRET: required in production (32+ characters)");
  }
  if (isProduction && !e.SECRETS_KEY) {
    throw new Error("Invalid environment:\n  SECRETS_KEY: required in production (32 bytes, base64 or 64 hex digits)");
  }
  if (isProduction && e.OUTBOUND_TEST_ALLOW_LOOPBACK) {
    throw new Error("Invalid environment:\n  OUTBOUND_TEST_ALLOW_LOOPBACK: a test-only setting, refused in production");
  }
  if (isProduction && e.DNS_TXT_RECORDS_FILE) {
    throw new Error("Invalid environment:\n  DNS_TXT_RECORDS_FILE: a test-only setting, refused in production");
  }
  if (isProduction && e.SIGNING_RELAY_ALLOW_INSECURE_AUTH) {
    throw new Error("Invalid environment:\n  SIGNING_RELAY_ALLOW_INSECURE_AUTH: a test-only setting, refused in production");
  }
  if (isProduction && e.TEST_CHEAP_PASSWORD_HASHING) {
    throw new Error("Invalid environment:\n  TEST_CHEAP_PASSWORD_HASHING: a test-only setting, refused in production");
  }
  if (e.SIGNING_RELAY === "only" && !e.DATABASE_URL) {
    throw new Error(
      "Invalid environment:\n  SIGNING_RELAY: only runs beside the web app's processes on their PostgreSQL: set DATABASE_URL (the embedded database is one process's)",
    );
  }
  if (Boolean(e.SIGNING_RELAY_TLS_KEY_FILE) !== Boolean(e.SIGNING_RELAY_TLS_CERT_FILE)) {
    throw new Error("Invalid environment:\n  SIGNING_RELAY_TLS_KEY_FILE and SIGNING_RELAY_TLS_CERT_FILE: set both or neither");
  }
  const secretsKey = e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY) : DEVELOPMENT_SECRETS_KEY;
  // Demo data: on by default for the embedded database, never in production unless asked.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === "true" : !isProduction && !e.DATABASE_URL;
  return {
    ...e,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    isProduction,
    seedDemo,
    // A fixed development secret keeps demo sessions valid across restarts; production must set its own.
    authSecret: e.BETTER_AUTH_SECRET ?? "signet-development-secret-do-not-use-in-production",
    secretsKey,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : null,
  };
}

export const env = readEnv();
