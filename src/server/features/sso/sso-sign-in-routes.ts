// Signing in with single sign-on (no session needed): "Sign in with SSO" on /auth posts the
// address here and sends the browser to the identity provider it is answered; the identity
// provider sends the browser back to the provider's callback, which ends in a session (302
// to the app) or a refusal (302 to /auth?sso_error=<code>, recorded in the company's audit log).
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { refuseApiKey } from "../../auth/guards";
import { requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { createRoute, createRouter, errors, idParams, json, jsonBody, z } from "../../lib/openapi";
import { StartSsoResponseSchema, StartSsoSchema } from "../../../shared/sso/sso-schema";
import { finishOidcCallback, startSsoSignIn, STATE_COOKIE, stateCookieOptions } from "./sso-sign-in";
import { finishSamlAcs } from "./saml-sign-in";
import { getSpMetadata } from "./saml-provider-metadata";

/** A SAMLResponse with a few certificates and attributes is some 10-30 KB; large group lists make more. */
const SAML_ACS_BODY_LIMIT = 512 * 1024;

const start = createRoute({
  method: "post",
  path: "/start",
  summary: "Start a single sign-on for an address",
  description:
    "Finds the identity provider for the address (the company that verified its domain; else the one company the address is a member of). When that company has several enabled providers and no `providerId` was sent, answers them to choose from (`redirectUrl` null) and starts nothing. Else it stores the sign-in under way (state, nonce, PKCE verifier; 10 minutes), sets a cookie binding it to this browser, and answers the identity provider's URL to send the browser to. An address without single sign-on is 404, the same for an unknown address as for a company without a provider.",
  middleware: refuseApiKey,
  rateLimit: { ...RATE_LIMITS.ssoStartPerIp, per: "ip" },
  request: jsonBody(StartSsoSchema, { email: "ada@example.com", returnTo: "/signature" }),
  responses: {
    200: json(StartSsoResponseSchema, "Where to send the browser"),
    ...errors(404, 409, 415),
  },
});

const CallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
});

/**
 * The provider named in the identity provider's return address. Any value is taken: one that
 * names no provider (not a UUID, or unknown) is answered like an expired sign-in, with the
 * browser sent to /auth?sso_error=state_missing, since a person's browser follows this link.
 */
const ReturnParams = z.object({
  providerId: z
    .string()
    .max(200)
    .openapi({
      param: { name: "providerId", in: "path" },
      description:
        "The identity provider's id (a UUID). One that names no provider, a UUID or not, sends the browser to /auth?sso_error=state_missing.",
    }),
});

const REDIRECT = {
  description:
    "To the app (signed in: the session cookie is set) or to /auth?sso_error=<code> with the refusal's code (the page shows what went wrong; the company's audit log keeps it).",
  headers: { Location: { description: "Where the browser goes next.", schema: { type: "string" as const } } },
};

const oidcCallback = createRoute({
  method: "get",
  path: "/oidc/{providerId}/callback",
  summary: "Where an OpenID Connect identity provider sends the browser back",
  description:
    "The redirect URI to register at the identity provider. Takes the sign-in under way by its state once (a replayed state is refused), checks it started in this browser, exchanges the code with the PKCE verifier, and has openid-client check the ID token (signature, issuer, audience, expiry, nonce); then the address decides who signs in.",
  request: { params: ReturnParams, query: CallbackQuery },
  responses: { 302: REDIRECT },
});

const samlMetadata = createRoute({
  method: "get",
  path: "/saml/{providerId}/metadata",
  summary: "Our SAML service-provider metadata for a provider",
  description:
    "The XML to give the company's SAML identity provider: our entity id (this URL), the Assertion Consumer Service URL (HTTP-POST binding) and the NameID format (email address), asking for signed assertions. Public, as SAML metadata is; 404 for an id that is not a SAML provider.",
  request: { params: idParams("Identity provider", "providerId") },
  responses: {
    200: {
      description: "SAML 2.0 metadata: an EntityDescriptor with an SPSSODescriptor",
      content: { "application/samlmetadata+xml": { schema: z.string() } },
    },
    ...errors(404),
  },
});

const AcsFormSchema = z.object({
  SAMLResponse: z.string().min(1).max(SAML_ACS_BODY_LIMIT),
  RelayState: z.string().max(200).optional(),
});

const samlAcs = createRoute({
  method: "post",
  path: "/saml/{providerId}/acs",
  summary: "Where a SAML identity provider posts its answer (ACS)",
  description:
    "The Assertion Consumer Service: the identity provider's page posts the SAMLResponse here (HTTP-POST binding) from its own site, so no cookie of ours comes with it. The response must be signed by the provider's IdP, meant for this provider (audience, Destination, Recipient), issued by its entity id, within its validity, and answer a sign-in started here (InResponseTo, taken once), or none (IdP-initiated) only where the admin allowed that for the provider (off by default; refused as idp_initiated_off); each assertion is accepted once. Then the address decides who signs in: 303 to the app with the session cookie, or to /auth?sso_error=<code> (audit-logged).",
  crossSite:
    "The identity provider's page posts here from its own site; the IdP's signature and the InResponseTo we issued protect it, not the browser's origin.",
  bodyLimit: SAML_ACS_BODY_LIMIT + 1024,
  request: {
    params: ReturnParams,
    body: { content: { "application/x-www-form-urlencoded": { schema: AcsFormSchema } }, required: true },
  },
  responses: { 303: REDIRECT, ...errors(413, 415) },
});

export const ssoSignInRoutes = createRouter("sso")
  .openapi(start, async (c) => {
    const { url, state, providers } = await startSsoSignIn(c.get("deps"), c.req.valid("json"));
    if (state) setCookie(c, STATE_COOKIE, state, stateCookieOptions(c.get("deps").config.baseUrl));
    return c.json({ redirectUrl: url, providers }, 200);
  })
  .openapi(oidcCallback, async (c) => {
    const stateCookie = getCookie(c, STATE_COOKIE) ?? null;
    deleteCookie(c, STATE_COOKIE, { path: "/api/sso" });
    const query = new URL(c.req.url).searchParams;
    const outcome = await finishOidcCallback(
      c.get("deps"),
      { ip: requestIp(c), sessionId: c.get("sessionId"), stateCookie },
      c.req.valid("param").providerId,
      query,
    );
    if (outcome.cookies) copyAuthCookies(outcome.cookies, c);
    c.header("cache-control", "no-store");
    return c.redirect(outcome.location, 302);
  })
  .openapi(samlMetadata, async (c) => {
    const xml = await getSpMetadata(c.get("deps"), c.req.valid("param").providerId);
    return c.body(xml, 200, { "content-type": "application/samlmetadata+xml; charset=utf-8" });
  })
  .openapi(samlAcs, async (c) => {
    const outcome = await finishSamlAcs(
      c.get("deps"),
      { ip: requestIp(c), sessionId: c.get("sessionId") },
      c.req.valid("param").providerId,
      c.req.valid("form"),
    );
    if (outcome.cookies) copyAuthCookies(outcome.cookies, c);
    c.header("cache-control", "no-store");
    return c.redirect(outcome.location, 303);
  });
