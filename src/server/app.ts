// Builds the HTTP app: the JSON API under /api, SCIM provisioning under /scim/v2, uploaded
// files under /files, and the single-page app for every other path. No state lives here beyond `deps`.
import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "./context";
import { AppError, RetryLaterError } from "./lib/errors";
import { csrfProtection } from "./auth/csrf";
import { forgetSessionsAfterAuthWrite, hasSessionCookie, sessionMiddleware } from "./auth/session-middleware";
import { apiKeyMiddleware } from "./auth/api-key-auth";
import { limitRequests } from "./auth/request-limits";
import { dropChecksUnderWay } from "./auth/session-cache";
import { authLibraryRateLimit } from "./auth/rate-limit";
import { createRoute, createRouter, errors, json, rootRouter } from "./lib/openapi";
import { ssoSettingsRoutes } from "./features/sso/sso-settings-routes";
import { ssoSignInRoutes } from "./features/sso/sso-sign-in-routes";
import { finishDocument, type DocumentOptions } from "./lib/openapi-document";
import { apiKeyRoutes } from "./features/api-keys/api-key-routes";
import { API_BODY_LIMIT, limitBody } from "./lib/route-rules";
import { z } from "@hono/zod-openapi";
import { sessionRoutes } from "./features/session/session-routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset-routes";
import { meRoutes } from "./features/me/me-routes";
import { contactRoutes } from "./features/contact/contact-routes";
import { configRoutes } from "./features/config/config-routes";
import { devRoutes } from "./features/dev/dev-routes";
import { devAccess } from "./features/dev/dev-access";
import { docsRoutes } from "./features/docs/docs-routes";
import { officeRoutes } from "./features/offices/office-routes";
import { adminAccountRoutes } from "./features/admin/admin-account-routes";
import { adminUserRoutes } from "./features/admin/admin-user-routes";
import { platformSettingsRoutes } from "./features/admin/platform-settings-routes";
import { galleryRoutes } from "./features/gallery/gallery-routes";
import { galleryEditorRoutes } from "./features/gallery/gallery-editor-routes";
import { emailLimitAdminRoutes } from "./features/email-limits/email-limit-admin-routes";
import { invitationRoutes } from "./features/members/invitation-routes";
import { teamRoutes } from "./features/members/team-routes";
import { onboardingRoutes } from "./features/onboarding/onboarding-routes";
import { gettingStartedRoutes } from "./features/onboarding/getting-started-routes";
import { profileRoutes } from "./features/profiles/profile-routes";
import { departmentRoutes } from "./features/departments/department-routes";
import { companyRoutes } from "./features/company/company-routes";
import { auditRoutes } from "./features/audit/audit-routes";
import { signatureRoutes } from "./features/signature/signature-routes";
import { campaignSelectionRoutes } from "./features/campaigns/campaign-selection-routes";
import { accountSettingsRoutes } from "./features/settings/settings-routes";
import { deploymentRoutes } from "./features/deployments/deployment-routes";
import { templateRoutes } from "./features/templates/template-routes";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { signatureAssetHeaders } from "./features/signature/signature-asset-headers";
import { serveClient } from "./lib/serve-client";
import { forgetReads } from "./lib/read-cache";
import { APP_CSP } from "./lib/content-security-policy";
import { closeAfterRefusedBody } from "./lib/close-after-refused-body";
import { monogramRoutes } from "./features/monograms/monogram";
import { trackingRoutes } from "./features/tracking/tracking-routes";
import { campaignRoutes } from "./features/campaigns/campaign-routes";
import { campaignPreviewRoutes } from "./features/signature/campaign-preview-routes";
import { statisticsRoutes } from "./features/statistics/statistics-routes";
import { integrationRoutes } from "./features/integrations/integration-routes";
import { directorySyncRoutes } from "./features/integrations/directory-sync-routes";
import { webhookRoutes } from "./features/webhooks/webhook-routes";
import { registerWebhookEvents } from "./features/webhooks/webhook-document";
import { dispatchWebhookDeliveries, webhookRequestScope } from "./features/webhooks/record-webhook-event";
import { provisioningRoutes } from "./features/scim/provisioning-routes";
import { createScimApp } from "./features/scim/scim-app";
import { methodNotAllowed } from "./lib/method-not-allowed";
import { SCIM_PATH } from "./features/scim/scim-location";
import { microsoftRoutes } from "./features/integrations/microsoft-routes";
import { outlookRoutes } from "./features/integrations/outlook/outlook-routes";
import { addinHeaders, addinRoutes } from "./features/integrations/outlook/addin-routes";

// better-auth's own handler answers only what is listed here; every other /api/auth/* path
// (sign-up, sign-in, change-password, update-user, delete-user, ...) is 404: ours validate
// with the shared rules, scope to the account and rate-limit (src/server/features/session).
const OPEN_AUTH_PATHS = new Set(["/api/auth/get-session", "/api/auth/sign-out"]);

// Reads: they have no body, and they change nothing.
const READ_METHODS = new Set(["GET", "HEAD"]);
// Our routes declare their body limits (lib/route-rules.ts); better-auth's get this one.
const authBodyLimit = limitBody(API_BODY_LIMIT);

// The API's routes, one router per domain. Its type is AppType: the client's hc<AppType>
// reads paths, inputs and answers from it, so a changed answer breaks the client's build.
function apiRoutes() {
  return rootRouter()
    .route("/session", sessionRoutes)
    .route("/session", passwordResetRoutes)
    .route("/invitations", invitationRoutes)
    .route("/team", teamRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/getting-started", gettingStartedRoutes)
    .route("/me", meRoutes)
    .route("/config", configRoutes)
    .route("/contact", contactRoutes)
    .route("/offices", officeRoutes)
    .route("/profile", profileRoutes)
    .route("/departments", departmentRoutes)
    .route("/company", companyRoutes)
    .route("/audit-log", auditRoutes)
    .route("/signature", signatureRoutes)
    .route("/campaign-selections", campaignSelectionRoutes)
    .route("/campaigns", campaignPreviewRoutes)
    .route("/campaigns", campaignRoutes)
    .route("/statistics", statisticsRoutes)
    .route("/account-settings", accountSettingsRoutes)
    .route("/templates", templateRoutes)
    .route("/deployments", deploymentRoutes)
    .route("/integrations", integrationRoutes)
    .route("/integrations", microsoftRoutes)
    .route("/integrations", outlookRoutes)
    .route("/integrations", directorySyncRoutes)
    .route("/api-keys", apiKeyRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/provisioning", provisioningRoutes)
    .route("/sso", ssoSettingsRoutes)
    .route("/sso", ssoSignInRoutes)
    .route("/admin/templates", galleryEditorRoutes)
    .route("/admin", emailLimitAdminRoutes)
    .route("/admin", adminAccountRoutes)
    .route("/admin", adminUserRoutes)
    .route("/admin", platformSettingsRoutes)
    .route("/admin", galleryRoutes);
}
export type AppType = ReturnType<typeof apiRoutes>;
export type DevAppType = typeof devRoutes;

const health = createRoute({
  method: "get",
  path: "/health",
  summary: "The server answers",
  description:
    "Answers 200 while the server runs, for load balancers and uptime checks. Anyone may call it; it is answered before API keys, sessions and request limits are read.",
  unlimited: true,
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Up"), ...errors() },
});
const healthRoutes = createRouter("health").openapi(health, (c) => c.json({ ok: true as const }, 200));

const JSON_MESSAGE = "The request body must be JSON.";
const MEDIA_TYPE_MESSAGE = "Send the request body as JSON (content-type: application/json).";

/** The OpenAPI 3.1 document of every route above (served at /api/openapi.json; tests walk it). */
export function apiDocument(options: DocumentOptions & { includeDev: boolean }) {
  const router = rootRouter();
  router.route("/", healthRoutes);
  router.route("/", apiRoutes());
  if (options.includeDev) router.route("/dev", devRoutes);
  // The Outlook add-in's public data route lives outside /api: its path says so with its own server.
  router.route("/", addinRoutes(options.baseUrl));
  registerWebhookEvents(router.openAPIRegistry);
  const generated = router.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Signet API", version: "1" } });
  const document = finishDocument(generated, options);
  const origin = options.baseUrl.replace(/\/$/, "");
  for (const [path, item] of Object.entries(document.paths ?? {}))
    if (path.startsWith("/addin/"))
      Object.assign(item as object, { servers: [{ url: origin, description: "This Signet server, outside /api" }] });
  return document;
}

// Answers that never carry personal data; every other /api answer is not stored by caches.
const CACHEABLE_API_PATHS = new Set(["/api/health", "/api/config", "/api/openapi.json"]);

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
  // A GET or HEAD has no body (the Fetch API drops it): bodyLimit would only build the full
  // Request to find that out, a tenth of a signed-in read's CPU (decision 025).
  api.use("/auth/*", (c, next) => (READ_METHODS.has(c.req.method) ? next() : authBodyLimit(c, next)));
  const refuseCrossSite = csrfProtection(allowedOrigins);
  api.use("/auth/*", refuseCrossSite);
  api.use("/auth/*", authLibraryRateLimit);
  // better-auth's own state-changing routes may end sessions: drop this process's cached copies (decision 010).
  api.use("/auth/*", forgetSessionsAfterAuthWrite);
  api.all("/auth/*", async (c) => {
    if (!OPEN_AUTH_PATHS.has(c.req.path)) return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    return deps.auth.handler(c.req.raw);
  });
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

  const app = new Hono<AppEnv>();
  app.use(closeAfterRefusedBody);
  // The client IP header is ours (auth-request.ts sets it for better-auth): a client's is dropped.
  app.use(async (c, next) => {
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
  });
  app.use(compress());
  app.use(signatureAssetHeaders);
  app.use(addinHeaders);
  app.use(secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // A documented path called with a method it doesn't have: 405 with Allow, not 404.
  app.use(methodNotAllowed(document));
  // After a write through /api or /scim/v2 (decisions 024, 025, 032): this process's read cache
  // is emptied once it has answered, no later request joins a session or membership check that
  // started before it, and the webhook events its changes recorded are queued once they committed.
  const afterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const webhookEvents = { recorded: false };
    try {
      await webhookRequestScope.run(webhookEvents, next);
    } finally {
      forgetReads(deps.db);
      dropChecksUnderWay(deps.db);
      if (webhookEvents.recorded)
        await dispatchWebhookDeliveries(deps).catch((error: unknown) =>
          deps.logger.error({ err: String(error) }, "queueing webhooks failed"),
        );
    }
  };
  app.use("/api/*", afterWrites);
  app.use(`${SCIM_PATH}/*`, afterWrites);
  app.use("/api/*", async (c, next) => {
    await next();
    if (!CACHEABLE_API_PATHS.has(c.req.path) && !c.req.path.startsWith("/api/docs")) c.res.headers.set("cache-control", "no-store");
    // compress() adds this itself through c.header(), which turns Hono's light response into
    // a full Response with a body stream on every JSON answer, even when nothing is compressed:
    // a fifth of a request's CPU and most of its garbage. On the headers it is free.
    if (!c.res.headers.has("vary")) c.res.headers.set("vary", "Accept-Encoding");
  });
  // The app's CSP (lib/content-security-policy.ts) on every answer outside /api that sets none;
  // index.html sets its own, with a fresh style nonce (lib/serve-client.ts, decision 023).
  app.use("*", async (c, next) => {
    await next();
    if (!c.req.path.startsWith("/api/") && !c.res.headers.has("content-security-policy"))
      c.res.headers.set("content-security-policy", APP_CSP);
  });
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
  // A public page comes prerendered to a request without a session cookie (decision 030).
  serveClient(app, deps.config.clientDistDir, { hasSessionCookie });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(
        { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
        error.status,
      );
    }
    // Hono's own refusals: malformed JSON (400) and a body that is not JSON (415).
    if (error instanceof HTTPException) {
      const { status } = error;
      if (status === 400) return c.json({ error: { code: "invalid_input", message: JSON_MESSAGE, fields: { _: JSON_MESSAGE } } }, 400);
      if (status === 415) return c.json({ error: { code: "unsupported_media_type", message: MEDIA_TYPE_MESSAGE } }, 415);
      return c.json({ error: { code: "http_error", message: error.message || "The request was refused." } }, status);
    }
    deps.logger.error({ err: { message: error.message, stack: error.stack }, path: c.req.path }, "unhandled error");
    return c.json({ error: { code: "server_error", message: "Something went wrong on our side. Please try again." } }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
