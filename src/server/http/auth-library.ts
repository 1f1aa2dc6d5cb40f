// better-auth's own handler under /api/auth. It answers only what is listed here; every other
// /api/auth/* path (sign-up, sign-in, change-password, update-user, delete-user, ...) is 404:
// ours validate with the shared rules, scope to the account and rate-limit (features/session).
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../context";
import { forgetSessionsAfterAuthWrite } from "../auth/session-middleware";
import { authLibraryRateLimit } from "../auth/rate-limit";
import type { rootRouter } from "../lib/openapi";
import { API_BODY_LIMIT, limitBody } from "../lib/route-rules";
import { READ_METHODS } from "./read-methods";

const OPEN_AUTH_PATHS = new Set(["/api/auth/get-session", "/api/auth/sign-out"]);

// Our routes declare their body limits (lib/route-rules.ts); better-auth's get this one.
const authBodyLimit = limitBody(API_BODY_LIMIT);

/** Mounts better-auth behind the body limit, the cross-site check and its rate limit. */
export function mountAuthLibrary(api: ReturnType<typeof rootRouter>, deps: AppDeps, refuseCrossSite: MiddlewareHandler<AppEnv>) {
  // A GET or HEAD has no body (the Fetch API drops it): bodyLimit would only build the full
  // Request to find that out, a tenth of a signed-in read's CPU (decision 025).
  api.use("/auth/*", (c, next) => (READ_METHODS.has(c.req.method) ? next() : authBodyLimit(c, next)));
  api.use("/auth/*", refuseCrossSite);
  api.use("/auth/*", authLibraryRateLimit);
  // better-auth's own state-changing routes may end sessions: drop this process's cached copies (decision 010).
  api.use("/auth/*", forgetSessionsAfterAuthWrite);
  api.all("/auth/*", async (c) => {
    if (!OPEN_AUTH_PATHS.has(c.req.path)) return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    return deps.auth.handler(c.req.raw);
  });
}
