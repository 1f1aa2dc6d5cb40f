// The better-auth instance: email and password, sessions in httpOnly cookies.
// Its in-memory rate limiter is off: ours is in the database and covers every route
// (src/server/auth/rate-limit.ts). Session lifetimes: src/server/auth/session-policy.ts.
import type { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import type { Logger } from "../lib/logger";
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-policy";
import { disableWhenIdle, withAsyncStores } from "../lib/async-scopes";

export type AuthOptions = { db: Database; baseUrl: string; secret: string; logger: Logger };

/** Our routes put the client IP they worked out (TRUSTED_PROXIES) in this header. */
export const CLIENT_IP_HEADER = "x-signet-client-ip";

// better-auth keeps its AsyncLocalStorage instances on this global (one set per process,
// whatever copies of the library are loaded).
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
type BetterAuthGlobal = { context?: Record<string, AsyncLocalStorage<unknown>> };
export const betterAuthStores = () =>
  Object.values((globalThis as Record<symbol, BetterAuthGlobal | undefined>)[BETTER_AUTH_GLOBAL]?.context ?? {});
disableWhenIdle(betterAuthStores);

export function createAuth(options: AuthOptions) {
  return inAsyncScopes(library(options));
}

/**
 * Every call into better-auth (its handler, each of its api functions) runs in an async scope:
 * its stores are read only inside such a call, and are disabled once none is under way.
 */
function inAsyncScopes<T extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: T): T {
  const scoped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      if (!scoped.has(name)) scoped.set(name, (...args: unknown[]) => withAsyncStores(async () => value.apply(target, args) as unknown));
      return scoped.get(name);
    },
  });
  return { ...auth, api, handler: (request: Request) => withAsyncStores(() => auth.handler(request)) } as T;
}

function library({ db, baseUrl, secret, logger }: AuthOptions) {
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
