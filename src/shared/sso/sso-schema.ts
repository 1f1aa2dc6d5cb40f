// Single sign-on (/company-settings?tab=security and "Sign in with SSO" on /auth): what an
// admin sends for domains, providers and options, what the page shows (never a client
// secret: only whether one is set), and what the sign-in form sends.
import { z } from "zod";
import { EmailField, requiredText, text } from "../fields/fields";
import { UUID_LENGTH, UUID_PATTERN } from "../ids";

export const SSO_NAME_MAX = 60;
export const SSO_URL_MAX = 2000;
export const SSO_METADATA_MAX = 200_000;
export const SSO_DOMAINS_MAX = 20;
export const SSO_PROVIDERS_MAX = 5;

/** The TXT record a company publishes at its domain to prove it owns it. */
export const verificationRecord = (token: string) => `signet-verification=${token}`;

export const SSO_FIELD_MESSAGES = {
  domainInvalid: "Enter a domain like example.com, without http:// or an @.",
  nameRequired: "Name the provider, e.g. Okta or Microsoft Entra ID.",
  nameTooLong: `A provider name is at most ${SSO_NAME_MAX} characters.`,
  issuerInvalid: "Enter the issuer URL your identity provider shows, starting with https:// (or http:// on this machine).",
  issuerHttpsRequired: "Enter the issuer URL your identity provider shows, starting with https://.",
  issuerPrivate: "The issuer must be a public internet address: this one is private or local.",
  clientIdRequired: "Enter the client ID your identity provider gave this app.",
  clientSecretRequired: "Enter the client secret your identity provider gave this app.",
  metadataRequired: "Paste the identity provider's SAML metadata XML, or enter the URL it is published at.",
  metadataUrlInvalid: "Enter the URL your identity provider publishes its SAML metadata at, e.g. https://idp.example.com/metadata.",
  tooManyDomains: `A company has at most ${SSO_DOMAINS_MAX} domains. Remove one you no longer use first.`,
  tooManyProviders: `A company has at most ${SSO_PROVIDERS_MAX} identity providers. Remove one you no longer use first.`,
  domainTaken: "Another company has verified this domain. If it is yours, contact support.",
  domainExists: "This domain is already on the list.",
  breakGlassNotAdmin: "Choose one of the company's admins.",
  providerId: "Add the provider with the id its form was given (a UUID), or leave the id out.",
  providerIdTaken: "This provider was already added. Close the form and reload the page.",
  requireSsoUntested:
    "Run “Test sign-in” with an enabled identity provider first: Require single sign-on turns passwords off, so it waits until a test sign-in succeeded.",
} as const;

const M = SSO_FIELD_MESSAGES;

/** Which metadata URLs the server reads, said for its setting (the test IdP listens on 127.0.0.1). */
export const metadataUrlRule = (allowLoopback: boolean) =>
  allowLoopback
    ? "Enter a metadata URL that starts with https:// and points to a public internet address, or one on http://127.0.0.1 (a test-only setting of this server allows it)."
    : "Enter a metadata URL that starts with https:// and points to a public internet address.";

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const DomainField = requiredText(M.domainInvalid)
  .max(254, M.domainInvalid)
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ""))
  .pipe(z.string().regex(DOMAIN_PATTERN, M.domainInvalid));

const httpUrl = (message: string) =>
  requiredText(message)
    .max(SSO_URL_MAX, message)
    .refine((v) => {
      try {
        return ["https:", "http:"].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, message);

export const AddSsoDomainSchema = z.object({ domain: DomainField });
export type AddSsoDomain = z.infer<typeof AddSsoDomainSchema>;

const ProviderBase = {
  /** Adding only: the id the form was given with the values to register at the identity provider (GET /api/sso/provider-draft). */
  id: z.string().max(UUID_LENGTH, M.providerId).regex(UUID_PATTERN, M.providerId).optional(),
  name: requiredText(M.nameRequired).max(SSO_NAME_MAX, M.nameTooLong),
  enabled: z.boolean().default(true),
};

export const OidcProviderFields = z.object({
  kind: z.literal("oidc"),
  ...ProviderBase,
  issuer: httpUrl(M.issuerInvalid),
  clientId: requiredText(M.clientIdRequired).max(500, M.clientIdRequired),
  /** Write-only. On an edit, absent or empty keeps the stored secret. */
  clientSecret: text().max(2000, M.clientSecretRequired).optional(),
});

export const SamlProviderFields = z.object({
  kind: z.literal("saml"),
  ...ProviderBase,
  /** The IdP's metadata, pasted or at a URL (read when saved). On an edit, neither keeps the stored metadata. */
  metadataXml: text().max(SSO_METADATA_MAX, M.metadataRequired).optional(),
  metadataUrl: httpUrl(M.metadataUrlInvalid).optional(),
  /** Take sign-ins the IdP starts (from its app dashboard), not only those started on Signet. Off unless turned on. */
  allowIdpInitiated: z.boolean().default(false),
});

export const SsoProviderInputSchema = z.discriminatedUnion("kind", [OidcProviderFields, SamlProviderFields]);
export type SsoProviderInput = z.infer<typeof SsoProviderInputSchema>;

export const SsoDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The whole TXT record to publish: `signet-verification=<token>`. */
  record: z.string(),
  verifiedAt: z.string().nullable(),
});
export type SsoDomainView = z.infer<typeof SsoDomainSchema>;

export const SsoProviderSchema = z.object({
  id: z.string(),
  kind: z.enum(["oidc", "saml"]),
  name: z.string(),
  enabled: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Whether a client secret is stored; the secret itself is never answered. */
  hasClientSecret: z.boolean(),
  metadataUrl: z.string().nullable(),
  hasMetadataXml: z.boolean(),
  idpEntityId: z.string().nullable(),
  ssoUrl: z.string().nullable(),
  /** SAML: whether sign-ins the IdP starts are taken (false for OpenID Connect, which has none). */
  allowIdpInitiated: z.boolean(),
  /** The last successful "Test sign-in" with these settings (an edit of what sign-in uses clears it), and the address it asserted. */
  testedAt: z.string().nullable(),
  testedEmail: z.string().nullable(),
  /** What to register at the identity provider for this provider. */
  serviceProvider: z.object({
    /** OIDC: the redirect URI. */
    redirectUri: z.string().nullable(),
    /** SAML: the SP entity id, the ACS URL and the SP metadata URL. */
    entityId: z.string().nullable(),
    acsUrl: z.string().nullable(),
    metadataUrl: z.string().nullable(),
  }),
});
export type SsoProviderView = z.infer<typeof SsoProviderSchema>;

/** What to register at the identity provider before the provider is saved, for the id it will be added with. */
export const SsoProviderDraftSchema = z.object({
  id: z.string(),
  oidc: z.object({ redirectUri: z.string() }),
  saml: z.object({ entityId: z.string(), acsUrl: z.string(), metadataUrl: z.string() }),
});
export type SsoProviderDraft = z.infer<typeof SsoProviderDraftSchema>;

/** Where a test sign-in sends the admin's new window: the identity provider. */
export const SsoTestResponseSchema = z.object({ redirectUrl: z.string() });

/** How a test sign-in comes back to /company-settings?tab=security: `sso_test=ok`, or a refusal's code. */
export const SSO_TEST_PARAM = "sso_test";

export const SsoOptionsSchema = z.object({
  requireSso: z.boolean(),
  breakGlassUserId: z.string().max(100, M.breakGlassNotAdmin).nullable(),
  createMembers: z.boolean(),
});
export type SsoOptions = z.infer<typeof SsoOptionsSchema>;

export const SsoSettingsResponseSchema = z.object({
  domains: z.array(SsoDomainSchema),
  providers: z.array(SsoProviderSchema),
  options: SsoOptionsSchema,
  /** The company's admins, for the break-glass choice. */
  admins: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string() })),
  /** Whether SAML sign-in is served by this server yet (the settings can be saved either way). */
  samlAvailable: z.boolean(),
});
export type SsoSettings = z.infer<typeof SsoSettingsResponseSchema>;

export const StartSsoSchema = z.object({
  email: EmailField,
  /** The provider the person chose, when the address's company has several enabled. */
  providerId: z.string().max(100).optional(),
  /** A path inside the app to land on after signing in. */
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\\]*$/, "A path inside the app.")
    .optional(),
});
export type StartSso = z.infer<typeof StartSsoSchema>;

export const StartSsoResponseSchema = z.object({
  /** Where the browser goes next: the identity provider's sign-in page; null when the person must choose one of `providers` first. */
  redirectUrl: z.string().nullable(),
  /** The company's enabled providers to choose from (two or more), when no `providerId` was sent; else empty. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
