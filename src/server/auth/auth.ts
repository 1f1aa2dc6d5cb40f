// The better-auth instance: email and password, sessions in httpOnly cookies.
// Its in-memory rate limiter is off: ours is in the database and covers every route
// (src/server/auth/rate-limit.ts). Session lifetimes: src/server/auth/session-policy.ts.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import type { Logger } from "../lib/logger";
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-policy";

export type AuthOptions = { db: Database; baseUrl: string; secret: string; logger: Logger };

/** Our routes put the client IP they worked out (TRUSTED_PROXIES) in this header. */
export const CLIENT_IP_HEADER = "x-signet-client-ip";

export function createAuth({ db, baseUrl, secret, logger }: AuthOptions) {
  return betterAuth({
    appName: "Signet",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseUrl],
    telemetry: { enabled: false },
    // The library's messages go to our structured log (with its redaction), not the console.
    logger: { log: (level, message) => logger[level]({ source: "better-auth" }, message) },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.users, session: schema.sessions, account: schema.authAccounts, verification: schema.verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: (password: string) => hashPassword(password), verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
