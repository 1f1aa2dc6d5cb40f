// What the sign-in, sign-up, password and session services need from a request, as
// plain values: they take headers in and give Set-Cookie headers back, and never see a
// Hono context. The route builds it with authRequest(c) and copies the cookies out.
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { enforceRateLimits, requestIp, type RateCheck } from "../../auth/rate-limit";

export type AuthRequest = {
  /** The request's headers (cookies included), with the client IP we trust for better-auth. */
  headers: Headers;
  ip: string;
  /** The session the browser brought along, if any. */
  sessionId: string | null;
  /** Takes a slot of each rate limit; throws 429 (with Retry-After) when one is full. */
  limit: (checks: RateCheck[]) => Promise<void>;
};

// Any route env: guards narrow AppEnv (c.get("user")), and this reads only what every request has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function authRequest(c: Context<any>): AuthRequest {
  const ctx = c as Context<AppEnv>;
  const ip = requestIp(ctx);
  const headers = new Headers(ctx.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return { headers, ip, sessionId: ctx.get("sessionId"), limit: (checks) => enforceRateLimits(ctx, checks) };
}
