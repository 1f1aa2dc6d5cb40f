// Builds the HTTP app: the JSON API under /api, SCIM provisioning under /scim/v2, uploaded
// files under /files, and the single-page app for every other path. No state lives here beyond
// `deps`. The order of the middleware is the app's; each piece is in http/.
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "./context";
import { csrfProtection } from "./auth/csrf";
import { hasSessionCookie, sessionMiddleware } from "./auth/session-middleware";
import { apiKeyMiddleware } from "./auth/api-key-auth";
import { limitRequests } from "./auth/request-limits";
import { rootRouter } from "./lib/openapi";
import { devRoutes } from "./features/dev/dev-routes";
import { devAccess } from "./features/dev/dev-access";
import { docsRoutes } from "./features/docs/docs-routes";
import { signatureAssetHeaders } from "./features/signature/signature-asset-headers";
import { serveClient } from "./lib/serve-client";
import { closeAfterRefusedBody } from "./lib/close-after-refused-body";
import { monogramRoutes } from "./features/monograms/monogram";
import { trackingRoutes } from "./features/tracking/tracking-routes";
import { createScimApp } from "./features/scim/scim-app";
import { methodNotAllowed } from "./lib/method-not-allowed";
import { SCIM_PATH } from "./features/scim/scim-location";
import { addinHeaders, addinRoutes } from "./features/integrations/outlook/addin-routes";
import { mountAuthLibrary } from "./http/auth-library";
import { RememberingRouter } from "./lib/remembering-router";
import { afterWrites } from "./http/after-writes";
import { apiCacheHeaders, appCsp, dropClientIpHeader } from "./http/answer-headers";
import { errorAnswer } from "./http/error-answer";
import { storedFile } from "./http/stored-files";
import { apiDocument } from "./http/api-document";
import { apiRoutes, healthRoutes } from "./http/api-routes";

export { apiDocument } from "./http/api-document";
export type { AppType, DevAppType } from "./http/api-routes";

export function createApp(deps: AppDeps) {
  const allowedOrigins = [new URL(deps.config.baseUrl).origin, ...(deps.config.isProduction ? [] : ["http://localhost:5173"])];

  const api = rootRouter();
  api.route("/", healthRoutes);
  api.route("/docs", docsRoutes);
  const document = apiDocument({
    includeDev: !deps.config.isProduction,
    baseUrl: deps.config.baseUrl,
    isProduction: deps.config.isProduction,
    supportEmail: deps.config.supportEmail,
  });
  api.get("/openapi.json", (c) => c.json(document));
  const refuseCrossSite = csrfProtection(allowedOrigins);
  mountAuthLibrary(api, deps, refuseCrossSite);
  // Who is calling: the API key, else the session cookie (decision 031); then the caller's
  // request limit, so every answer from here on, refusals included, carries its RateLimit fields.
  api.use(apiKeyMiddleware);
  api.use(sessionMiddleware);
  api.use(limitRequests);
  api.use(refuseCrossSite);
  api.route("/", apiRoutes());
  if (!deps.config.isProduction) {
    api.use("/dev/*", devAccess("json"));
    api.route("/dev", devRoutes);
  }
  api.all("*", (c) => c.json({ error: { code: "not_found", message: "No such API route." } }, 404));

  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  app.use(closeAfterRefusedBody);
  app.use(dropClientIpHeader);
  app.use(compress());
  app.use(signatureAssetHeaders);
  app.use(addinHeaders);
  app.use(secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use((c, next) => {
    c.set("deps", deps);
    return next();
  });
  // A documented path called with a method it doesn't have: 405 with Allow, not 404.
  app.use(methodNotAllowed(document));
  const afterWrite = afterWrites(deps);
  app.use("/api/*", afterWrite);
  app.use(`${SCIM_PATH}/*`, afterWrite);
  app.use("/api/*", apiCacheHeaders);
  app.use("*", appCsp);
  app.route("/api", api);
  // SCIM 2.0 for identity providers: a provisioning token, no session (features/scim/scim-app.ts).
  app.route(SCIM_PATH, createScimApp());
  // Default logo and photo images (monograms of the initials): generated once, cached for good.
  app.route("/monograms", monogramRoutes);
  // Campaign click and impression tracking in rendered signatures (public).
  app.route("/", trackingRoutes);
  // The Outlook add-in: its manifest, runtime page, script and the signatures it inserts (public).
  app.route("/", addinRoutes(deps.config.baseUrl, deps.config.addinSignatureLimits));
  app.use("/dev/*", devAccess("page"));
  app.get("/files/*", storedFile(deps));
  // A public page comes prerendered to a request without a session cookie (decision 030).
  serveClient(app, deps.config.clientDistDir, { hasSessionCookie, supportEmail: deps.config.supportEmail });

  app.onError(errorAnswer(deps));
  return app;
}

export type App = ReturnType<typeof createApp>;
