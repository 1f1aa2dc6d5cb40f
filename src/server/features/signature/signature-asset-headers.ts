// Images used in signatures (/static/... demo assets, /files/... uploads, /monograms/... defaults,
// /i/... tracked campaign banners)
// are loaded by mail clients and by the sandboxed preview frame, whose origin is opaque.
// secureHeaders' default Cross-Origin-Resource-Policy: same-origin would block them
// there, so these paths say cross-origin. Registered before secureHeaders, so its
// after-handler runs last and wins.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";

const SIGNATURE_ASSETS = /^\/(static|files|monograms|i)\//;

export const signatureAssetHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  SIGNATURE_ASSETS.test(c.req.path) ? crossOrigin(c, next) : next();

const crossOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("cross-origin-resource-policy", "cross-origin");
};
