// Fixed-window rate limits kept in the database: one atomic upsert per check, so every
// server copy sees the same counts and two racing requests cannot both take the last slot.
import { createHash } from "node:crypto";
import { and, gt, inArray, lt, sql } from "drizzle-orm";
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

/**
 * Adds `slots` to the window's count (a new window when the last one ended) and answers the
 * count after it and when the window ends. The count may pass the rule's max: it is what was
 * asked for, so `count - slots` is what others had taken before this call, atomically.
 */
export async function countRateLimit(db: Database, rule: RateRule, subject: string, slots = 1) {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rateLimitKey(rule, subject), count: slots, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${slots} else ${rateLimits.count} + ${slots} end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Old windows are swept now and then instead of by a scheduled job.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  return row;
}

/** Takes one slot; `retryAfterSeconds` is set when the window is already full. */
export async function consumeRateLimit(db: Database, rule: RateRule, subject: string) {
  const row = await countRateLimit(db, rule, subject);
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  const remaining = Math.max(0, rule.max - row.count);
  return row.count > rule.max
    ? { allowed: false, retryAfterSeconds, remaining }
    : { allowed: true, retryAfterSeconds: 0, remaining, resetSeconds: retryAfterSeconds };
}

/** Gives slots back (a successful sign-in does not count as a failure). */
export async function refundRateLimit(db: Database, rule: RateRule, subject: string, slots = 1) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${slots}, 0)` })
    .where(sql`${rateLimits.key} = ${rateLimitKey(rule, subject)} and ${rateLimits.resetAt} > now()`);
}

export type RateWindow = { rule: RateRule; subject: string };
export type WindowCount = { count: number; resetAt: Date | null };

/** The current counts of these windows, taking nothing (an ended window counts 0). */
export async function readRateWindows(db: Database, windows: readonly RateWindow[]): Promise<WindowCount[]> {
  const keys = windows.map((w) => rateLimitKey(w.rule, w.subject));
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
  return keys.map((key) => rows.find((r) => r.key === key) ?? { count: 0, resetAt: null });
}

/**
 * Takes up to `wanted` slots of every window at once, as many as the fullest window has
 * left (a rule's max may be Infinity: counted, never full). The rows are locked by the
 * upsert until the transaction ends, so two racing callers can't both take the last slots.
 * `retryAfterSeconds` is set when fewer than wanted were granted: when a full window ends.
 */
export async function takeRateSlots(db: Database, windows: readonly RateWindow[], wanted: number) {
  return db.transaction(async (tx) => {
    const expired = sql`${rateLimits.resetAt} <= now()`;
    const rows: { count: number; resetAt: Date }[] = [];
    for (const { rule, subject } of windows) {
      const [row] = await tx
        .insert(rateLimits)
        .values({ key: rateLimitKey(rule, subject), count: 0, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 0 else ${rateLimits.count} end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      rows.push(row);
    }
    const left = rows.map((row, i) => Math.max(0, windows[i].rule.max - row.count));
    const granted = Math.max(0, Math.min(wanted, ...left));
    if (granted > 0)
      await tx
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} + ${granted}` })
        .where(
          inArray(
            rateLimits.key,
            windows.map((w) => rateLimitKey(w.rule, w.subject)),
          ),
        );
    const full = rows.filter((_, i) => left[i] - granted <= 0);
    const until = Math.max(0, ...full.map((row) => row.resetAt.getTime()));
    const retryAfterSeconds = granted < wanted ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : 0;
    return { granted, retryAfterSeconds };
  });
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
