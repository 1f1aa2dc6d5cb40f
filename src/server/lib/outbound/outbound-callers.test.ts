// Every place the server sends a request to an address a company gave goes through the outbound
// policy: a scan of src/server lists them (a new one fails here until it is added, and it can
// only be added through lib/outbound), and each is tried in production against a loopback
// address and a host name that resolves to one (rebinding): nothing reaches the receiver.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { startWebhookReceiver } from "../../test/webhook-receiver";
import { sendWebhookRequest } from "../../features/webhooks/send-webhook-request";
import { startOidcSignIn } from "../../features/sso/oidc-sign-in";
import type { SsoProviderRow } from "../../features/sso/sso-providers";
import { SsoRefusal } from "../../features/sso/sso-refusal";
import { createServiceAccount } from "../../../../dev-servers/fake-google/service-account";
import { GMAIL_SCOPE } from "../../../../dev-servers/fake-google/fake-google";
import { INTEGRATION_MESSAGES } from "../../../shared/integrations/integration-schema";
import { SSO_FIELD_MESSAGES, metadataUrlRule } from "../../../shared/sso/sso-schema";
import { WEBHOOK_MESSAGES } from "../../../shared/webhooks/webhook-schema";

const SERVER = path.resolve(import.meta.dirname, "../..");

/** The server's own code: not tests, test helpers, or the fakes that stand in for outside services. */
function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" || entry.name.startsWith("fake-") ? [] : serverFiles(full);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|test-helpers\.ts$|test-setup\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = serverFiles().map((file) => ({ name: path.relative(SERVER, file), text: readFileSync(file, "utf8") }));
const outside = files.filter((f) => !f.name.startsWith("lib/outbound/"));

/** Who sends what: addresses companies give through the policy; providers' APIs at the settings' base URLs. */
const CALLERS: Record<string, RegExp> = {
  "features/webhooks/send-webhook-request.ts": /outboundRequest\(/, // webhook endpoints
  "features/sso/oidc-sign-in.ts": /\[client\.customFetch\]: outboundFetch\(/, // OIDC discovery, JWKS, token, userinfo
  "features/sso/saml-provider-metadata.ts": /outboundFetch\(/, // SAML metadata URLs
  "features/integrations/providers/google/google-http.ts": /fetchJson\(/, // Google's token endpoint and APIs (GOOGLE_*_API_URL)
  "features/integrations/providers/microsoft/microsoft-http.ts": /fetchJson\(/, // Microsoft's sign-in and Graph (MICROSOFT_*_URL)
};
/** The provider clients' callers: each builds its URL from a setting (deps.config, GOOGLE_DEFAULTS, microsoftTokenUrl). */
const PROVIDER_CALLERS = [
  "features/integrations/gmail/push-to-gmail.ts",
  "features/integrations/providers/google/google-connection.ts",
  "features/integrations/providers/google/google-directory.ts",
  "features/integrations/providers/google/google-tokens.ts",
  "features/integrations/providers/microsoft/microsoft-directory.ts",
  "features/integrations/providers/microsoft/microsoft-tokens.ts",
  "features/integrations/providers/microsoft/test-microsoft-connection.ts",
];

describe("Every outbound request goes through lib/outbound", () => {
  it("sends nothing by itself outside lib/outbound: no global fetch, node:http(s) client, undici or other HTTP client", () => {
    const offenders = outside.flatMap((f) =>
      [
        /(^|[^\w.])fetch\(/m,
        /^import (?!type )[^;]*from "node:https?"/m,
        /from "(undici|axios|got|node-fetch|ky)"/m,
        /require\("node:https?"\)/m,
      ]
        .filter((pattern) => pattern.test(f.text))
        .map((pattern) => `${f.name}: ${pattern}`),
    );
    expect(offenders).toEqual([]);
  });

  it("lists every caller of the module, each through the policy (or a provider's client at a configured base URL)", () => {
    const calling = outside.filter(
      (f) =>
        /from "[./]*(lib\/)?outbound\/[\w-]+"/.test(f.text) && /(outboundRequest|outboundFetch|fetchJson|keepAliveRequest)\(/.test(f.text),
    );
    expect(calling.map((f) => f.name).sort()).toEqual(Object.keys(CALLERS).sort());
    for (const f of calling) expect(CALLERS[f.name].test(f.text), f.name).toBe(true);
    const providerCallers = outside.filter((f) => /(googleFetch|microsoftFetch)(<[^>]*>)?\(/.test(f.text) && !CALLERS[f.name]);
    expect(providerCallers.map((f) => f.name).sort()).toEqual(PROVIDER_CALLERS);
  });

  it("gives openid-client the policy's fetch wherever it is configured", () => {
    const oidc = outside.filter((f) => /client\.discovery\(/.test(f.text));
    expect(oidc.map((f) => f.name)).toEqual(["features/sso/oidc-sign-in.ts"]);
    for (const f of oidc) expect(f.text).toMatch(/\[client\.customFetch\]: outboundFetch\(/);
  });
});

const receiver = await startWebhookReceiver();
afterAll(() => receiver.close());
const port = new URL(receiver.url).port;
// A public-looking name that resolves to the receiver: a DNS rebinding or a name pointed inside.
const rebinding = async () => [{ address: "127.0.0.1", family: 4 }];

describeEachDatabase(
  "In production, no caller reaches a loopback address or a name resolving to one",
  (ctx) => {
    it("webhooks: endpoints on 127.0.0.1 are refused, and a delivery to a name resolving there sends nothing", async () => {
      const { admin } = await createCompany(ctx());
      const plain = await admin.client.post("/api/webhooks", { url: `http://127.0.0.1:${port}/hooks`, events: ["member.created"] });
      expect(plain.json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlNotHttps);
      const tls = await admin.client.post("/api/webhooks", { url: `https://127.0.0.1:${port}/hooks`, events: ["member.created"] });
      expect(tls.json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlPrivate);
      const attempt = await sendWebhookRequest(`https://hooks.example.test:${port}/hooks`, "{}", {}, ctx().deps.config);
      expect(attempt).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/resolves to 127\.0\.0\.1/) });
      expect(receiver.received).toEqual([]);
    });

    it("OpenID Connect: an issuer on 127.0.0.1 is refused, and sign-in with one stored (or resolving there) connects nowhere", async () => {
      const { admin, accountId } = await createCompany(ctx());
      for (const issuer of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${port}`, "https://localhost"]) {
        const res = await admin.client.post("/api/sso/providers", { kind: "oidc", name: "IdP", issuer, clientId: "c", clientSecret: "s" });
        expect(res.status, issuer).toBe(400);
        expect([SSO_FIELD_MESSAGES.issuerHttpsRequired, SSO_FIELD_MESSAGES.issuerPrivate], issuer).toContain(res.json.error.fields.issuer);
      }
      // A provider stored before (or through a name that now resolves inside): an anonymous sign-in start.
      for (const issuer of [`http://127.0.0.1:${port}`, `https://127.0.0.1:${port}`, `https://idp.example.test:${port}`]) {
        const id = crypto.randomUUID();
        const provider = {
          id,
          accountId,
          kind: "oidc",
          oidcIssuer: issuer,
          oidcClientId: "c",
          oidcClientSecret: ctx().deps.secrets.seal("s", id),
        } as SsoProviderRow;
        const refused = await startOidcSignIn(ctx().deps, provider, { email: "a@example.com", returnTo: "/" }).catch((e: unknown) => e);
        expect(refused, issuer).toBeInstanceOf(SsoRefusal);
      }
      expect(receiver.received).toEqual([]);
    });

    it("SAML: a metadata URL on 127.0.0.1 or resolving there is refused without a request", async () => {
      const { admin } = await createCompany(ctx());
      for (const metadataUrl of [`http://127.0.0.1:${port}/metadata`, `https://127.0.0.1:${port}/metadata`]) {
        const res = await admin.client.post("/api/sso/providers", { kind: "saml", name: "IdP", metadataUrl });
        expect(res.status, metadataUrl).toBe(400);
        expect(res.json.error.fields.metadataUrl, metadataUrl).toBe(metadataUrlRule(false));
      }
      const metadataUrl = `https://idp.example.test:${port}/metadata`;
      const rebound = await admin.client.post("/api/sso/providers", { kind: "saml", name: "IdP", metadataUrl });
      expect(rebound.status).toBe(400);
      expect(rebound.json.error.fields.metadataUrl).toMatch(/resolves to 127\.0\.0\.1/);
      expect(receiver.received).toEqual([]);
    });

    it("Google: a key whose token_uri is anything but Google's is refused", async () => {
      const { admin } = await createCompany(ctx());
      const key = createServiceAccount({ allowClient: () => undefined }, [GMAIL_SCOPE]);
      for (const token_uri of [`http://127.0.0.1:${port}/token`, `https://127.0.0.1:${port}/token`, `https://idp.example.test/token`]) {
        const res = await admin.client.request("PUT", "/api/integrations/google", {
          serviceAccountKey: JSON.stringify({ ...key, token_uri }),
          adminEmail: "it@example.com",
        });
        expect(res.status, token_uri).toBe(400);
        expect(res.json.error.fields.serviceAccountKey).toBe(INTEGRATION_MESSAGES.keyBadTokenUri);
      }
      expect(receiver.received).toEqual([]);
    });

    it("Microsoft: the tenant can't move the sign-in's host (a tenant that is an address or a path is refused)", async () => {
      const { admin } = await createCompany(ctx());
      for (const tenantId of [`127.0.0.1:${port}`, "evil.example/../../x", "@127.0.0.1"]) {
        const res = await admin.client.request("PUT", "/api/integrations/microsoft", {
          tenantId,
          clientId: "00000000-0000-0000-0000-000000000001",
          clientSecret: "secret",
        });
        expect(res.status, tenantId).toBe(400);
        expect(res.json.error.fields.tenantId, tenantId).toBeTruthy();
      }
      expect(receiver.received).toEqual([]);
    });
  },
  // The test-only setting is on, as a misconfigured server might have it: production ignores it.
  { isProduction: true, outbound: { allowLoopback: true, lookup: rebinding } },
);
