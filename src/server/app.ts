// Builds the HTTP app: the JSON API under /api, uploaded files under /files, and the
// single-page app for every other path. No state lives here beyond `deps`.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "./context";
import { AppError } from "./lib/errors";
import { csrfProtection } from "./auth/csrf";
import { sessionMiddleware } from "./auth/session-middleware";
import { authLibraryRateLimit } from "./auth/rate-limit";
import { sessionRoutes } from "./features/session/session-routes";
import { meRoutes } from "./features/me/me-routes";
import { contactRoutes } from "./features/contact/contact-routes";
import { configRoutes } from "./features/config/config-routes";
import { devRoutes } from "./features/dev/dev-routes";
import { officeRoutes } from "./features/offices/office-routes";
import { adminRoutes } from "./features/admin/admin-routes";
import { invitationRoutes } from "./features/members/invitation-routes";
import { onboardingRoutes } from "./features/onboarding/onboarding-routes";
import { profileRoutes } from "./features/profiles/profile-routes";
import { departmentRoutes } from "./features/departments/department-routes";
import { signatureRoutes } from "./features/signatures/signature-routes";
import { campaignSelectionRoutes } from "./features/campaigns/campaign-selection-routes";
import { accountSettingsRoutes } from "./features/settings/settings-routes";
import { signatureAssetHeaders } from "./features/signatures/signature-asset-headers";
import { serveClient } from "./lib/serve-client";
import { monogramRoutes } from "./features/monograms/monogram";

// better-auth's own sign-up and sign-in routes are closed: ours validate with the shared
// rules and create profiles and accounts (src/server/features/session).
const CLOSED_AUTH_PATHS = new Set(["/api/auth/sign-up/email", "/api/auth/sign-in/email"]);

export function createApp(deps: AppDeps) {
  const allowedOrigins = [new URL(deps.config.baseUrl).origin, ...(deps.config.isProduction ? [] : ["http://localhost:5173"])];

  const api = new Hono<AppEnv>()
    .get("/health", (c) => c.json({ ok: true }))
    .use(csrfProtection(allowedOrigins))
    .use("/auth/*", authLibraryRateLimit)
    .all("/auth/*", async (c) => {
      if (CLOSED_AUTH_PATHS.has(c.req.path)) return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
      return deps.auth.handler(c.req.raw);
    })
    .use(sessionMiddleware)
    .route("/session", sessionRoutes)
    .route("/invitations", invitationRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/me", meRoutes)
    .route("/config", configRoutes)
    .route("/contact", contactRoutes)
    .route("/offices", officeRoutes)
    .route("/profile", profileRoutes)
    .route("/departments", departmentRoutes)
    .route("/signature", signatureRoutes)
    .route("/campaign-selections", campaignSelectionRoutes)
    .route("/account-settings", accountSettingsRoutes)
    .route("/admin", adminRoutes);
  if (!deps.config.isProduction) api.route("/dev", devRoutes);
  api.all("*", (c) => c.json({ error: { code: "not_found", message: "No such API route." } }, 404));

  const app = new Hono<AppEnv>();
  app.use(compress());
  app.use(signatureAssetHeaders);
  app.use(secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.route("/api", api);
  // Default logo and photo images (issue 15 item 1): generated once, cached for good.
  app.route("/monograms", monogramRoutes);
  app.get("/files/*", async (c) => {
    const data = await deps.storage.read(c.req.path);
    if (!data) return c.notFound();
    const type = c.req.path.endsWith(".png") ? "image/png" : c.req.path.endsWith(".gif") ? "image/gif" : "image/jpeg";
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
  });
  serveClient(app, deps.config.clientDistDir);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
        error.status,
      );
    }
    if (error instanceof HTTPException) return error.getResponse();
    deps.logger.error({ err: { message: error.message, stack: error.stack }, path: c.req.path }, "unhandled error");
    return c.json({ error: { code: "server_error", message: "Something went wrong on our side. Please try again." } }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
