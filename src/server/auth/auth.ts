// The better-auth instance: email and password, sessions in httpOnly cookies.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import type { Logger } from "../lib/logger";

export type AuthOptions = { db: Database; baseUrl: string; secret: string; logger: Logger };

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
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7, // sliding: a week of inactivity ends the session
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
