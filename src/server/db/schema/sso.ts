// Single sign-on per company: its identity providers (OpenID Connect or SAML 2.0), the
// email domains it proved it owns, its options, and two short-lived stores every server
// process shares: sign-ins under way (state, nonce, PKCE verifier, SAML request id) and
// keys seen once (a state, a nonce, an assertion id) so none is accepted twice.
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const ssoProviderKind = pgEnum("sso_provider_kind", ["oidc", "saml"]);

export const ssoProviders = pgTable(
  "sso_providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: ssoProviderKind("kind").notNull(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    // OpenID Connect: the issuer (discovery at <issuer>/.well-known/openid-configuration), the client id,
    // and the client secret sealed with SECRETS_KEY and this row's id (lib/secrets.ts).
    oidcIssuer: text("oidc_issuer"),
    oidcClientId: text("oidc_client_id"),
    oidcClientSecret: text("oidc_client_secret"),
    // SAML 2.0: the IdP's metadata as pasted or its URL, and what was read from it.
    samlMetadataXml: text("saml_metadata_xml"),
    samlMetadataUrl: text("saml_metadata_url"),
    samlIdpEntityId: text("saml_idp_entity_id"),
    samlSsoUrl: text("saml_sso_url"),
    /** PEM or base64 DER signing certificates of the IdP. */
    samlCertificates: jsonb("saml_certificates").$type<string[]>(),
    // Whether a response the IdP sends unasked (IdP-initiated sign-in, no InResponseTo) is taken.
    // Off unless the admin turns it on: such a response can be posted from any site, and would
    // sign the browser into whoever's account it names (login CSRF).
    samlAllowIdpInitiated: boolean("saml_allow_idp_initiated").notNull().default(false),
    // The last successful "Test sign-in" with these settings and the address it asserted (an
    // edit of what sign-in uses clears it): "Require SSO" is turned on only after one.
    testedAt: timestamp("tested_at", { withTimezone: true }),
    testedEmail: text("tested_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_providers_account_idx").on(t.accountId)],
);

/**
 * An email domain a company claims. Verified once the DNS TXT record
 * `signet-verification=<token>` is found at the domain; a domain is verified for one company at most.
 */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Lower case, no trailing dot. */
    domain: text("domain").notNull(),
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sso_domains_account_domain_uq").on(t.accountId, t.domain),
    uniqueIndex("sso_domains_verified_uq")
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

/** The company's single sign-on options; no row: all off. */
export const ssoSettings = pgTable("sso_settings", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** Addresses of a verified domain must sign in with SSO (password sign-in refused). */
  requireSso: boolean("require_sso").notNull().default(false),
  /** The one admin who may still sign in with a password when SSO is required. */
  breakGlassUserId: text("break_glass_user_id").references(() => users.id, { onDelete: "set null" }),
  /** A person of a verified domain who is not a member yet becomes one (role member) on first SSO sign-in. */
  createMembers: boolean("create_members").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in under way: made when the browser leaves for the IdP, taken (deleted) when it comes back. */
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    /** The OIDC `state` or the SAML RelayState: random, 32 bytes. */
    state: text("state").primaryKey(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => ssoProviders.id, { onDelete: "cascade" }),
    nonce: text("nonce"),
    codeVerifier: text("code_verifier"),
    /** The ID of the SAML AuthnRequest (the response's InResponseTo). */
    samlRequestId: text("saml_request_id"),
    /** A path inside the app to land on after signing in. */
    returnTo: text("return_to").notNull().default("/"),
    /** An admin's "Test sign-in": the answer is checked and recorded on the provider, nobody is signed in. */
    testBy: text("test_by").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_login_states_expires_idx").on(t.expiresAt), index("sso_login_states_request_idx").on(t.samlRequestId)],
);

/** Keys accepted once ("oidc-state:…", "oidc-nonce:…", "saml-assertion:…", "saml-in-response-to:…") until they expire. */
export const ssoReplays = pgTable(
  "sso_replays",
  {
    key: text("key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sso_replays_expires_idx").on(t.expiresAt)],
);
