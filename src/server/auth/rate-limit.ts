// Fixed-window rate limits kept in the database: one atomic upsert per check, so every
// server copy sees the same counts and two racing requests cannot both take the last slot.
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "../lib/errors";
import { AUTH_ERROR_MESSAGES } from "../../shared/auth/error-catalogue";
import { clientIp } from "./client-ip";
import { RATE_LIMITS, type RateRule } from "./rate-limit-rules";

export type RateCheck = readonly [rule: RateRule, subject: string];

// Subjects (emails, IPs) are hashed: the table needs to tell them apart, not to read them.
export function rateLimitKey(rule: RateRule, subject: string) {
  return `${rule.name}:${createHash("sha256").update(subject.trim().toLowerCase()).digest("hex").slice(0, 32)}`;
}

/** Takes one slot; `retryAfterSeconds` is set when the window is already full. */
export async function consumeRateLimit(db: Database, rule: RateRule, subject: string) {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rateLimitKey(rule, subject), count: 1, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Old windows are swept now and then instead of by a scheduled job.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return row.count > rule.max ? { allowed: false, retryAfterSeconds } : { allowed: true, retryAfterSeconds: 0 };
}

/** Gives a slot back (a successful sign-in does not count as a failure). */
export async function refundRateLimit(db: Database, rule: RateRule, subject: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${rateLimitKey(rule, subject)} and ${rateLimits.resetAt} > now()`);
}

export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string = AUTH_ERROR_MESSAGES.too_many_requests): never {
  c.header("Retry-After", String(retryAfterSeconds));
  throw new AppError(429, "too_many_requests", message);
}

/** Consumes a slot of each check in order and answers 429 (with `message`) at the first full one. */
export async function enforceRateLimits<E extends AppEnv>(c: Context<E>, checks: RateCheck[], message?: string) {
  const { db } = (c as unknown as Context<AppEnv>).get("deps");
  for (const [rule, subject] of checks) {
    const result = await consumeRateLimit(db, rule, subject);
    if (!result.allowed) tooManyRequests(c, result.retryAfterSeconds, message);
  }
}

export function requestIp<E extends AppEnv>(c: Context<E>) {
  return clientIp(c, (c as unknown as Context<AppEnv>).get("deps").config.trustedProxies);
}

// better-auth's own routes get a loose per-IP limit; its in-memory limiter is off.
export const authLibraryRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await enforceRateLimits(c, [[RATE_LIMITS.authLibraryPerIp, requestIp(c)]]);
  await next();
};
