// Refuses state-changing API requests sent from another site (CSRF), for the app's own
// API as well as better-auth's routes. Browsers send Origin on every cross-site POST;
// requests without Origin (curl, server-to-server) carry no ambient cookies from a victim.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function csrfProtection(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && !allowedOrigins.includes(origin)) || site === "cross-site") {
        throw new AppError(403, "csrf_rejected", "This request came from another site and was refused.");
      }
    }
    await next();
  };
}
