// The Outlook add-in's public addresses, outside /api (no session: Outlook calls them):
//   GET /addin/{key}/manifest.xml   the company's manifest (an admin uploads it to Microsoft 365)
//   GET /addin/runtime.html         the runtime page (Outlook on the web, on Mac, new Outlook)
//   GET /addin/launchevent.js       the one JavaScript file (the runtime page loads it)
//   GET /addin/launchevent/{key}.js that file with the company's key written in (classic Outlook runs it alone)
//   GET /addin/{key}/signature      the sender's signature, as JSON (declared with its contract)
//   GET /.well-known/microsoft-officeaddins-allowed.json
// An unknown key, or a company that is not active, is 404 everywhere.
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AddinSignatureLimits, AppEnv } from "../../../context";
import { ADDIN_SIGNATURE_LIMITS, addinSignatureRules } from "../../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, json } from "../../../lib/openapi";
import { AppError } from "../../../lib/errors";
import { AddinSignatureQuerySchema, AddinSignatureResponseSchema, OUTLOOK_MESSAGES } from "../../../../shared/integrations/outlook-addin";
import { ADDIN_KEY_PATTERN, findAddinCompany } from "./outlook-addin-key";
import { ADDIN_PATHS, buildManifest, manifestProblem } from "./addin-manifest";
import { ADDIN_CSP, allowedAddins, keyedLaunchEventJs, LAUNCH_EVENT_JS, runtimePage } from "./addin-files";
import { addinSignature, recordAddinFetch } from "./addin-signature";

export const ALLOWED_ADDINS_PATH = "/.well-known/microsoft-officeaddins-allowed.json";

const notFound = () => new AppError(404, "not_found", OUTLOOK_MESSAGES.notFound);

const KeyParams = z.object({
  key: z
    .string()
    .max(43, OUTLOOK_MESSAGES.notFound)
    .regex(ADDIN_KEY_PATTERN, OUTLOOK_MESSAGES.notFound)
    .openapi({ param: { name: "key", in: "path" }, description: "The company's add-in key, from its manifest" }),
});

/** The signature route, limited per IP address and per key at these requests a minute. */
const signatureRoute = (limits: AddinSignatureLimits) => {
  const rules = addinSignatureRules(limits);
  return createRoute({
    method: "get",
    path: "/addin/{key}/signature",
    summary: "The sender's signature for the Outlook add-in (public)",
    description:
      "Answers only the rendered signature of the key's company's member with that address (a reply or forward gets the template's reply version when it has one); anything else is 404, as is a company that is not active. Cacheable: the answer has an ETag and If-None-Match gets 304. Allowed from the add-in's own origin (CORS). Limited per IP address and per key.",
    request: { params: KeyParams, query: AddinSignatureQuerySchema },
    // Outside /api: no API key, session or caller's request limit is read; its own limits count it.
    unlimited: true,
    rateLimit: [
      { ...rules.perIp, per: "ip", leased: true },
      { ...rules.perKey, per: "param:key", leased: true },
    ],
    responses: {
      200: json(AddinSignatureResponseSchema, "The signature's HTML"),
      304: { description: "Not modified: the signature in the client's cache (If-None-Match) is current" },
      ...errors(404),
    },
  });
};

/**
 * If-None-Match compares weakly (RFC 9110): a compressed answer's ETag reaches the client as
 * W/"..." (hono's compress() marks it so), and that copy is as current as the strong one.
 */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/** The add-in's pages may be read across origins (Outlook's icons and scripts); the runtime page may be framed by Outlook on the web. */
export const addinHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path.startsWith("/addin/") || c.req.path === ALLOWED_ADDINS_PATH ? addinAnswerHeaders(c, next) : next();

const addinAnswerHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("cross-origin-resource-policy", "cross-origin");
  if (c.req.path === ADDIN_PATHS.runtimePage) c.res.headers.delete("x-frame-options");
};

/** `limits`: requests a minute to the signature address (ADDIN_SIGNATURE_IP_RATE_LIMIT, ADDIN_SIGNATURE_KEY_RATE_LIMIT). */
export function addinRoutes(baseUrl: string, limits: AddinSignatureLimits = ADDIN_SIGNATURE_LIMITS) {
  const origin = new URL(baseUrl).origin;
  return createRouter("outlook-addin")
    .openapi(signatureRoute(limits), async (c) => {
      const deps = c.get("deps");
      const { key } = c.req.valid("param");
      const { email, compose } = c.req.valid("query");
      c.header("access-control-allow-origin", origin);
      // Accept-Encoding named here too: compress() would otherwise add it by c.header() once the
      // answer is made, which turns it into a full Response with a body stream (app.ts).
      c.header("vary", "Origin, Accept-Encoding");
      const found = await addinSignature(deps, key, email, compose);
      if (!found) throw notFound();
      await recordAddinFetch(deps.db, found.accountId, found.userId).catch((error: unknown) =>
        deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "add-in fetch not recorded"),
      );
      c.header("etag", found.etag);
      // The client keeps it but asks each time: a changed signature shows in the next message.
      c.header("cache-control", "private, no-cache");
      if (matchesEtag(c.req.header("if-none-match"), found.etag)) return c.body(null, 304);
      return c.body(found.json, 200, { "content-type": "application/json" });
    })
    .get("/addin/:key/manifest.xml", async (c) => {
      const deps = c.get("deps");
      const company = await findAddinCompany(deps.db, c.req.param("key"));
      if (!company) throw notFound();
      const problem = manifestProblem(deps.config);
      if (problem) throw new AppError(409, "insecure_base_url", problem);
      const body = buildManifest({
        baseUrl,
        key: c.req.param("key"),
        accountId: company.accountId,
        companyName: company.name,
        version: company.version,
      });
      return c.body(body, 200, {
        "content-type": "application/xml; charset=utf-8",
        "content-disposition": `attachment; filename="signet-outlook-add-in.xml"`,
        "cache-control": "no-store",
      });
    })
    .get(ADDIN_PATHS.runtimePage, (c) =>
      c.html(runtimePage(baseUrl), 200, { "content-security-policy": ADDIN_CSP, "cache-control": "public, max-age=300" }),
    )
    .get(ADDIN_PATHS.script, (c) =>
      c.body(LAUNCH_EVENT_JS, 200, {
        "content-type": "text/javascript; charset=utf-8",
        "content-security-policy": ADDIN_CSP,
        "cache-control": "public, max-age=300",
      }),
    )
    .get(`${ADDIN_PATHS.keyedScriptFolder}/:file`, async (c) => {
      const key = /^(.+)\.js$/.exec(c.req.param("file"))?.[1] ?? "";
      if (!ADDIN_KEY_PATTERN.test(key) || !(await findAddinCompany(c.get("deps").db, key))) throw notFound();
      return c.body(keyedLaunchEventJs(baseUrl, key), 200, {
        "content-type": "text/javascript; charset=utf-8",
        "content-security-policy": ADDIN_CSP,
        // A rotated key stops working within minutes.
        "cache-control": "private, max-age=300",
      });
    })
    .get(ALLOWED_ADDINS_PATH, (c) => c.json(allowedAddins(baseUrl), 200, { "cache-control": "public, max-age=3600" }));
}
