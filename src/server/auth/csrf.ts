// Refuses state-changing API requests sent from another site (CSRF), for the app's own
// API as well as better-auth's routes. Browsers send Origin on every cross-site POST;
// requests without Origin (curl, server-to-server) carry no ambient cookies from a victim.
// A request with an API key and no cookie is not checked: a key is never ambient (a page
// on another site can't add an Authorization header without our consent, and we give none),
// and such a request is answered for the key alone. A request with a cookie is checked
// whatever else it carries, so adding a key, even a bad one, gets a cross-site write nowhere
// (and the key, not the cookie, is what decides a request that has both: api-key-auth.ts).
// One kind of route takes cross-site posts by design: it declares `crossSite` (with its
// reason) in its contract (lib/openapi.ts), which puts `acceptsCrossSite` in its chain; the
// check lets a request through when that route is the one it reaches, and no other.
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { bearerKey } from "./api-key-auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The mark of a route that takes cross-site posts (a signed SAML response from an IdP's page). */
export const acceptsCrossSite: MiddlewareHandler<AppEnv> = (_c, next) => next();

export function csrfProtection(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  // Not async: a safe request goes on with no step of its own (an async step costs every request).
  return (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const keyOnly = bearerKey(c.req.header("authorization")) !== undefined && !c.req.header("cookie");
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossSite = (origin && !allowedOrigins.includes(origin)) || site === "cross-site";
      if (crossSite && !keyOnly && !matchedRoutes(c).some((route) => route.handler === acceptsCrossSite)) {
        throw new AppError(403, "csrf_rejected", "This request came from another site and was refused.");
      }
    }
    return next();
  };
}
