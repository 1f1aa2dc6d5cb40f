// The cross-cutting rules a route declares in its createRoute, beside its guard and its
// schemas, so that a renamed or new route cannot fall out of them:
//   bodyLimit  the largest body it takes (default API_BODY_LIMIT; never applied to GET)
//   cache      its answer is kept by the read cache, keyed by the caller's scope (decision 024);
//              showsEventCounts: the answer counts tracked clicks and impressions
//   rateLimit  a database-backed limit per account, user, IP address or path parameter (429
//              with Retry-After); several at once as a list
// createRouter (openapi.ts) applies them and states them in /api/openapi.json.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context";
import { AppError } from "./errors";
import { cachedRead, type ReadOptions } from "./read-cache";
import { enforceRateLimits, requestIp, tooManyRequests } from "../auth/rate-limit";
import { takeLeasedSlot } from "../auth/request-limits";
import type { RateRule } from "../auth/rate-limit-rules";

/** Every body is at most this unless its route declares more. */
export const API_BODY_LIMIT = 64 * 1024;
const TOO_LARGE_MESSAGE = "The request body is too large.";
// The multipart envelope adds a little to the file itself; the file is checked exactly later.
const MULTIPART_ENVELOPE = 64 * 1024;

/** Bytes, or bytes with the 413 answer that names the field the user should change. */
export type BodyLimit = number | { bytes: number; code: "payload_too_large" | "file_too_large"; message: string; field: string };

/** An upload route's limit: the largest file plus its multipart envelope; 413 names `file`. */
export function uploadLimit(fileBytes: number, messages: { tooLarge: string }): BodyLimit {
  return { bytes: fileBytes + MULTIPART_ENVELOPE, code: "file_too_large", message: messages.tooLarge, field: "file" };
}

export const bodyLimitBytes = (limit: BodyLimit) => (typeof limit === "number" ? limit : limit.bytes);

export function limitBody(limit: BodyLimit): MiddlewareHandler<AppEnv> {
  const refusal =
    typeof limit === "number"
      ? new AppError(413, "payload_too_large", TOO_LARGE_MESSAGE)
      : new AppError(413, limit.code, limit.message, { [limit.field]: limit.message });
  return bodyLimit({
    maxSize: bodyLimitBytes(limit),
    onError: () => {
      throw refusal;
    },
  });
}

/**
 * Whose count a request takes: the caller's account or user (after the route's guard), the
 * client's IP, or a path parameter's value ("param:key": a public route's key).
 */
export type RateLimit = RateRule & {
  per: "account" | "user" | "ip" | `param:${string}`;
  /** The 429's message, when the generic one says too little. */ message?: string;
  /**
   * A hot public route takes its slots from the database a lease at a time and spends them in
   * this process, as every caller's request limit does (auth/request-limits.ts, takeLeasedSlot):
   * the lease doubles while it is used up, to a twentieth of the window's quota.
   */
  leased?: true;
};

/** A route's limits as a list (it may declare one or several). */
export const rateLimitsOf = (declared: RateLimit | readonly RateLimit[] | undefined): readonly RateLimit[] =>
  declared === undefined ? [] : Array.isArray(declared) ? declared : [declared as RateLimit];

type Scoped = { Variables: { caller?: { userId: string; accountId?: string } } };
const callerOf = (c: Context) => (c as Context<Scoped>).get("caller");

function subjectOf(c: Context, rule: RateLimit): string | undefined {
  if (rule.per === "ip") return requestIp(c);
  if (rule.per.startsWith("param:")) return c.req.param(rule.per.slice(6));
  const caller = callerOf(c);
  return rule.per === "user" ? caller?.userId : caller?.accountId;
}

export function limitRate(rule: RateLimit): MiddlewareHandler<AppEnv> {
  const check = { name: rule.name, max: rule.max, windowSeconds: rule.windowSeconds };
  return async (c, next) => {
    const subject = subjectOf(c, rule);
    if (!subject) throw new Error(`The rate limit ${rule.name} is per ${rule.per}, but the route has no such caller.`);
    if (rule.leased) {
      const taken = await takeLeasedSlot(c.get("deps").db, check, subject);
      if (!taken.allowed) tooManyRequests(c, taken.resetSeconds, rule.message);
    } else await enforceRateLimits(c, [[check, subject]], rule.message);
    await next();
  };
}

/**
 * Who shares a kept answer: everyone of the caller's account, the caller alone, or everyone
 * the route's guard lets in (an answer that names no account or user, like the gallery).
 */
export type CacheScope = "account" | "user" | "shared";

function scopeKey(c: Context, scope: CacheScope): string {
  if (scope === "shared") return "*";
  const caller = callerOf(c);
  const id = scope === "account" ? caller?.accountId : caller && `${caller.accountId ?? ""}/${caller.userId}`;
  if (!id) throw new Error(`A ${scope}-scoped answer needs the route's guard to name the caller.`);
  return id;
}

/**
 * The key of a kept answer: the caller's scope, the path (with its ids) and the query as it came.
 * The query is taken as sent, not as validated: the kept answer is read before the validators
 * run (keptAnswer), and one exact query always validates alike. Two spellings of one query are
 * kept apart, which costs a second load and nothing else.
 */
export function cacheKey(c: Context, scope: CacheScope): string {
  const url = c.req.url;
  const query = url.indexOf("?");
  return `${scope}:${scopeKey(c, scope)}:${c.req.path}${query < 0 ? "" : url.slice(query)}`;
}

// An answer other than 200 is not kept. `thrown`: what the handler (or a validator) threw, for
// the requests that shared its load to answer as they would have.
class NotKept {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly thrown: Error | undefined,
  ) {}
}
const JSON_TYPE = { "content-type": "application/json" };

/**
 * The route's 200 answer is kept by the read cache (its JSON text) under cacheKey. It runs after
 * the guard, so a kept answer only reaches its scope, and before the validators: a kept answer
 * was made for this exact path and query, which passed them, so a read of it skips them and the
 * handler. The request that loads the answer answers with its own response, headers and all;
 * those that shared its load answer with its text, or throw what it threw.
 */
export function keptAnswer(scope: CacheScope, options: ReadOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let loaded = false;
    try {
      const text = await cachedRead(
        c.get("deps").db,
        cacheKey(c, scope),
        async () => {
          loaded = true;
          await next();
          const answer = c.res;
          const text = await answer.clone().text();
          if (answer.status !== 200) throw new NotKept(answer.status, text, c.error);
          return text;
        },
        options,
      );
      if (!loaded) return c.body(text, 200, JSON_TYPE);
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
      // This request's own answer (c.res) stands.
      if (loaded) return;
      if (error.thrown) throw error.thrown;
      return c.body(error.text, error.status as 200, JSON_TYPE);
    }
  };
}
