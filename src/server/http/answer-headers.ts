// Headers on the way in and out that every answer shares.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { CLIENT_IP_HEADER } from "../auth/auth";
import { APP_CSP } from "../lib/content-security-policy";

/** The client IP header is ours (auth-request.ts sets it for better-auth): a client's is dropped. */
export const dropClientIpHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.raw.headers.has(CLIENT_IP_HEADER)) {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const body = c.req.raw.body;
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers,
      body,
      signal: c.req.raw.signal,
      ...(body ? { duplex: "half" } : {}),
    } as RequestInit);
  }
  await next();
};

// Answers that never carry personal data; every other /api answer is not stored by caches.
const CACHEABLE_API_PATHS = new Set(["/api/health", "/api/config", "/api/openapi.json"]);

export const apiCacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!CACHEABLE_API_PATHS.has(c.req.path) && !c.req.path.startsWith("/api/docs")) c.res.headers.set("cache-control", "no-store");
  // compress() adds this itself through c.header(), which turns Hono's light response into
  // a full Response with a body stream on every JSON answer, even when nothing is compressed:
  // a fifth of a request's CPU and most of its garbage. On the headers it is free.
  if (!c.res.headers.has("vary")) c.res.headers.set("vary", "Accept-Encoding");
};

/**
 * The app's CSP (lib/content-security-policy.ts) on every answer outside /api that sets none;
 * index.html sets its own, with a fresh style nonce (lib/serve-client.ts, decision 023).
 */
export const appCsp: MiddlewareHandler<AppEnv> = (c, next) => (c.req.path.startsWith("/api/") ? next() : withAppCsp(c, next));

const withAppCsp: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has("content-security-policy")) c.res.headers.set("content-security-policy", APP_CSP);
};
