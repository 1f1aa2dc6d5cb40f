// Single sign-on settings (/company-settings, Security tab; admins in the web app only):
// domains and their DNS verification, identity providers, and the options. Every change is
// audit-logged, never a client secret.
import { setCookie } from "hono/cookie";
import { requireAdminSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { OkSchema } from "../../../shared/errors/error-response";
import {
  AddSsoDomainSchema,
  SsoDomainSchema,
  SsoOptionsSchema,
  SsoProviderInputSchema,
  SsoProviderDraftSchema,
  SsoProviderSchema,
  SsoSettingsResponseSchema,
  SsoTestResponseSchema,
} from "../../../shared/sso/sso-schema";
import { getSsoSettings } from "./sso-settings";
import { addSsoDomain, removeSsoDomain, verifySsoDomain } from "./sso-domains";
import { addSsoProvider, providerDraft, removeSsoProvider, updateSsoProvider } from "./sso-providers";
import { startSsoTest } from "./sso-test-sign-in";
import { STATE_COOKIE, stateCookieOptions } from "./sso-sign-in";
import { updateSsoOptions } from "./sso-options";

const middleware = requireAdminSession;
const ADMINS = "Admins signed in to the web app only.";
const OIDC_EXAMPLE = {
  kind: "oidc" as const,
  name: "Okta",
  enabled: true,
  issuer: "https://example.okta.com",
  clientId: "0oa1b2c3d4",
  clientSecret: "client-secret-from-okta",
};

const get = createRoute({
  method: "get",
  path: "/",
  summary: "The company's single sign-on settings (admins)",
  description: `Its email domains with the TXT record each needs and whether it is verified, its identity providers (whether a client secret is stored, never the secret; the URLs to register at the identity provider), the options, and the company's admins (the break-glass admin is one of them). ${ADMINS}`,
  middleware,
  responses: { 200: json(SsoSettingsResponseSchema, "The settings"), ...errors(...GUARD_ERRORS.member) },
});
const addDomain = createRoute({
  method: "post",
  path: "/domains",
  summary: "Add an email domain (admins)",
  description: `Adds a domain with a fresh token; publish the TXT record \`signet-verification=<token>\` at the domain, then verify it. At most 20 per company; the same domain twice is 409. ${ADMINS}`,
  middleware,
  request: jsonBody(AddSsoDomainSchema, { domain: "example.com" }),
  responses: { 201: json(SsoDomainSchema, "The domain, not verified yet"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const verifyDomain = createRoute({
  method: "post",
  path: "/domains/{id}/verify",
  summary: "Verify a domain by its DNS TXT record (admins)",
  description: `Looks up the domain's TXT records. Found: the domain is verified (a domain is verified for one company at most: 409 when another has it). Not found: 409 saying what was found instead. ${ADMINS}`,
  middleware,
  request: { params: idParams("Domain") },
  responses: { 200: json(SsoDomainSchema, "The verified domain"), ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const removeDomain = createRoute({
  method: "delete",
  path: "/domains/{id}",
  summary: "Remove a domain (admins)",
  description: `Its addresses are no longer the company's for single sign-on, and "Require SSO" stops applying to them. ${ADMINS}`,
  middleware,
  request: { params: idParams("Domain") },
  responses: { 200: json(OkSchema, "Removed"), ...errors(...GUARD_ERRORS.member, 404) },
});
/** Room for SAML metadata of SSO_METADATA_MAX characters, escaped in JSON. */
const PROVIDER_BODY_LIMIT = 512 * 1024;
const addProvider = createRoute({
  method: "post",
  path: "/providers",
  summary: "Add an identity provider (admins)",
  description: `OpenID Connect (\`kind: "oidc"\`: issuer, client ID, client secret; the secret is stored encrypted and never answered) or SAML 2.0 (\`kind: "saml"\`: the IdP's metadata XML or its URL). At most 5 per company. ${ADMINS}`,
  middleware,
  // Pasted SAML metadata is XML over many lines, up to SSO_METADATA_MAX characters.
  "x-multiline": ["metadataXml"],
  bodyLimit: PROVIDER_BODY_LIMIT,
  request: jsonBody(SsoProviderInputSchema, OIDC_EXAMPLE),
  responses: { 201: json(SsoProviderSchema, "The provider"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const updateProvider = createRoute({
  method: "put",
  path: "/providers/{id}",
  summary: "Change an identity provider (admins)",
  description: `Replaces the provider's settings; its kind can't change. An empty or absent client secret keeps the stored one; a SAML provider sent without \`metadataXml\` or \`metadataUrl\` keeps the metadata read when it was saved. ${ADMINS}`,
  middleware,
  "x-multiline": ["metadataXml"],
  bodyLimit: PROVIDER_BODY_LIMIT,
  request: { params: idParams("Identity provider"), ...jsonBody(SsoProviderInputSchema, { ...OIDC_EXAMPLE, clientSecret: "" }) },
  responses: { 200: json(SsoProviderSchema, "The provider"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const removeProvider = createRoute({
  method: "delete",
  path: "/providers/{id}",
  summary: "Remove an identity provider (admins)",
  description: `Sign-ins under way with it are dropped; members keep their accounts. ${ADMINS}`,
  middleware,
  request: { params: idParams("Identity provider") },
  responses: { 200: json(OkSchema, "Removed"), ...errors(...GUARD_ERRORS.member, 404) },
});
const draft = createRoute({
  method: "get",
  path: "/provider-draft",
  summary: "What to register at an identity provider before adding it (admins)",
  description: `A fresh provider id and the URLs that go with it: the OpenID Connect redirect URI, and the SAML SP entity ID, ACS URL and metadata URL. Add the provider with this \`id\` and the URLs registered at the identity provider are its own. Nothing is stored. ${ADMINS}`,
  middleware,
  responses: { 200: json(SsoProviderDraftSchema, "The id and its URLs"), ...errors(...GUARD_ERRORS.member) },
});
const testProvider = createRoute({
  method: "post",
  path: "/providers/{id}/test",
  summary: "Start a test sign-in with an identity provider (admins)",
  description: `Answers the identity provider's URL to open in a new window (and sets the cookie that binds the sign-in to this browser). The provider's answer is checked like a sign-in's and judged as one (whether the person it names would get in), but nobody is signed in and no member is made; the window comes back to \`/company-settings?tab=security&sso_test=ok\` (the provider records when and as whom it passed) or \`sso_test=<refusal code>\`. "Require SSO" can be turned on only after a test passed with an enabled provider. 409 when the provider can't be reached. ${ADMINS}`,
  middleware,
  request: { params: idParams("Identity provider") },
  responses: { 200: json(SsoTestResponseSchema, "Where to open the test window"), ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const putOptions = createRoute({
  method: "put",
  path: "/options",
  summary: "Set the single sign-on options (admins)",
  description: `\`requireSso\`: addresses of the company's verified domains can't sign in with a password, except \`breakGlassUserId\` (one of the company's admins). Turning \`requireSso\` on needs an enabled provider whose test sign-in passed (400 naming \`requireSso\` otherwise). \`createMembers\`: a person of a verified domain who isn't a member becomes one (role member) at their first single sign-on. ${ADMINS}`,
  middleware,
  request: jsonBody(SsoOptionsSchema, { requireSso: true, breakGlassUserId: null, createMembers: false }),
  responses: { 200: json(SsoOptionsSchema, "The options"), ...errors(...GUARD_ERRORS.member, 415) },
});

export const ssoSettingsRoutes = createRouter("sso")
  .openapi(get, async (c) => c.json(await getSsoSettings(c.get("deps"), c.get("caller")), 200))
  .openapi(addDomain, async (c) => c.json(await addSsoDomain(c.get("deps").db, c.get("caller"), c.req.valid("json")), 201))
  .openapi(verifyDomain, async (c) => c.json(await verifySsoDomain(c.get("deps"), c.get("caller"), c.req.valid("param").id), 200))
  .openapi(removeDomain, async (c) => {
    await removeSsoDomain(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(addProvider, async (c) => c.json(await addSsoProvider(c.get("deps"), c.get("caller"), c.req.valid("json")), 201))
  .openapi(updateProvider, async (c) =>
    c.json(await updateSsoProvider(c.get("deps"), c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(removeProvider, async (c) => {
    await removeSsoProvider(c.get("deps").db, c.get("caller"), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(draft, (c) => c.json(providerDraft(c.get("deps").config.baseUrl), 200))
  .openapi(testProvider, async (c) => {
    const { url, state } = await startSsoTest(c.get("deps"), c.get("caller"), c.req.valid("param").id);
    setCookie(c, STATE_COOKIE, state, stateCookieOptions(c.get("deps").config.baseUrl));
    return c.json({ redirectUrl: url }, 200);
  })
  .openapi(putOptions, async (c) => c.json(await updateSsoOptions(c.get("deps").db, c.get("caller"), c.req.valid("json")), 200));
