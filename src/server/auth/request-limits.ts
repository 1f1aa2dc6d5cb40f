// Every API request is counted against its caller: the API key it carries, else its session,
// else its IP address. The counts are rows of the rate_limits table, shared by every server
// process (rate-limit.ts); each answer says where the caller stands in the IETF RateLimit
// fields (draft-ietf-httpapi-ratelimit-headers), and a full window answers 429 with Retry-After.
//
// One row update per request would cost more than the request itself (a list read from the
// cache is a fraction of a millisecond), so a process takes slots in leases: one update takes
// up to `lease` slots, handed out here one per request. A lease doubles while the caller keeps
// using its slots up, to a twentieth of the window's quota, so a busy key costs one update per
// few hundred requests and a quiet one stays exact; a busy one keeps its lease's size into the
// next window. The database never grants more than the
// quota in a window; slots a process leased and did not use are lost when the window ends, so
// with N processes a caller may be refused up to N twentieths early (decision 031).
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, RequestLimits } from "../context";
import type { Database } from "../db/client";
import { AppError } from "../lib/errors";
import { uncachedDecimal } from "../lib/uncached-decimal";
import { countRateLimit, rateLimitKey, requestIp } from "./rate-limit";
import type { RateRule } from "./rate-limit-rules";

/** Requests a minute when the configuration says nothing (API_KEY_RATE_LIMIT and friends in env.ts). */
export const REQUEST_LIMITS: RequestLimits = { apiKey: 600, session: 1200, anonymous: 600 };
const WINDOW_SECONDS = 60;

export type CallerPolicy = "api-key" | "session" | "anonymous";

export const policyRule = (policy: CallerPolicy, limits: RequestLimits): RateRule => ({
  name: policy,
  max: policy === "api-key" ? limits.apiKey : policy === "session" ? limits.session : limits.anonymous,
  windowSeconds: WINDOW_SECONDS,
});

type Lease = {
  /** Slots leased and not handed out yet. */
  left: number;
  /** Slots of the window no process holds: the quota minus everything leased so far (at the last lease). */
  free: number;
  /** When the window ends (the database's clock, as an epoch time). */
  resetAt: number;
  /** The size of the next lease. */
  next: number;
};

type Leases = { leases: Map<string, Lease>; renewing: Map<string, Promise<Lease>> };
const byDatabase = new WeakMap<Database, Leases>();
const MAX_TRACKED = 50_000;

function leasesOf(db: Database): Leases {
  let state = byDatabase.get(db);
  if (!state) byDatabase.set(db, (state = { leases: new Map(), renewing: new Map() }));
  return state;
}

async function renew(db: Database, rule: RateRule, subject: string, previous: Lease | undefined): Promise<Lease> {
  const cap = Math.max(1, Math.floor(rule.max / 20));
  const sameWindow = previous && previous.resetAt > Date.now();
  // A caller that used its whole lease keeps its lease's size into the next window: starting
  // again from one slot made every busy caller's requests wait for a dozen renewals in a row
  // at each window's start (a stall once a minute). A quiet caller starts again from one.
  const busy = previous && (sameWindow || previous.left === 0);
  const wanted = busy ? Math.min(cap, previous.next) : 1;
  const row = await countRateLimit(db, rule, subject, wanted);
  const before = row.count - wanted;
  const granted = Math.max(0, Math.min(wanted, rule.max - before));
  return {
    left: granted,
    free: Math.max(0, rule.max - row.count),
    resetAt: row.resetAt.getTime(),
    next: Math.min(cap, wanted * 2),
  };
}

// The leases' own key, in this process only. A subject of up to 64 characters (a session's or
// API key's id, an IP address, an add-in key) is used as it is: rateLimitKey's SHA-256 is for
// the table's rows, and computing it on every request cost more than the rest of the lease. A
// longer one (a path parameter nothing has checked yet) is hashed, so the kept keys stay small.
const SUBJECT_AS_IS = 64;
const leaseKey = (rule: RateRule, subject: string) =>
  subject.length <= SUBJECT_AS_IS ? `${rule.name}\u0000${subject}` : rateLimitKey(rule, subject);

/** Takes one slot of `rule` for `subject`: the slots left afterwards and when the window ends. */
export async function takeLeasedSlot(db: Database, rule: RateRule, subject: string) {
  const state = leasesOf(db);
  const key = leaseKey(rule, subject);
  for (;;) {
    const lease = state.leases.get(key);
    if (lease && lease.resetAt > Date.now()) {
      const resetSeconds = Math.max(1, Math.ceil((lease.resetAt - Date.now()) / 1000));
      if (lease.left > 0) {
        lease.left -= 1;
        return { allowed: true, remaining: lease.free + lease.left, resetSeconds };
      }
      // Full: nobody can take a slot until the window ends, so the database is not asked again.
      if (lease.free === 0) return { allowed: false, remaining: 0, resetSeconds };
    }
    // Requests that need a lease at once share one renewal, then take from it in turn.
    let renewing = state.renewing.get(key);
    if (!renewing) {
      renewing = renew(db, rule, subject, lease).then((fresh) => {
        state.leases.delete(key);
        state.leases.set(key, fresh);
        if (state.leases.size > MAX_TRACKED) state.leases.delete(state.leases.keys().next().value as string);
        return fresh;
      });
      const settled = () => state.renewing.delete(key);
      renewing.then(settled, settled);
      state.renewing.set(key, renewing);
    }
    await renewing;
  }
}

/** Adds one policy to the answer's RateLimit-Policy and RateLimit fields (structured-field lists). */
export function reportRateLimit(c: Context, rule: RateRule, remaining: number, resetSeconds: number) {
  c.header("RateLimit-Policy", `"${rule.name}";q=${rule.max};w=${rule.windowSeconds}`, { append: true });
  // The slots left differ on every request: written without the number-to-string cache.
  c.header("RateLimit", `"${rule.name}";r=${uncachedDecimal(remaining)};t=${resetSeconds}`, { append: true });
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Wait until the time in Retry-After, then try again.";

/** Counts the request against `policy` for `subject`, reports it, and answers 429 when the window is full. */
export async function limitCaller<E extends AppEnv>(c: Context<E>, policy: CallerPolicy, subject: string) {
  const { db, config } = (c as unknown as Context<AppEnv>).get("deps");
  const rule = policyRule(policy, config.requestLimits ?? REQUEST_LIMITS);
  const slot = await takeLeasedSlot(db, rule, `${policy}:${subject}`);
  reportRateLimit(c, rule, slot.remaining, slot.resetSeconds);
  if (!slot.allowed) {
    c.header("Retry-After", String(slot.resetSeconds));
    throw new AppError(429, "too_many_requests", TOO_MANY_REQUESTS_MESSAGE);
  }
}

/**
 * After the key and the session are read (app.ts): the request takes a slot of its API key's
 * limit, else its session's, else its IP address's.
 */
export const limitRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.get("apiKey");
  const sessionId = c.get("sessionId");
  if (key) await limitCaller(c, "api-key", key.id);
  else if (sessionId) await limitCaller(c, "session", sessionId);
  else await limitCaller(c, "anonymous", requestIp(c));
  await next();
};
