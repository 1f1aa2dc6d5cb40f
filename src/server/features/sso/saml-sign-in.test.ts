// SAML sign-in through the app, against a samlify IdP in process (test-only keys): the admin
// saves the provider from the IdP's metadata, a member signs in SP-initiated (POST /start,
// the IdP's answer posted cross-site to the ACS) and IdP-initiated where the admin turned it
// on (off by default: refused as a possible login CSRF); every refusal lands on
// /auth with its code and leaves an audit entry in the company's log.
import { inflateRawSync } from "node:zlib";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, ssoDomains } from "../../db/schema";
import { createTestIdp, type RespondInput } from "../../../../dev-servers/fake-saml-idp/test-idp";
import { faultyResponse } from "../../../../dev-servers/fake-saml-idp/saml-faults";
import { faultsAndRefusals, SAML_FAULT_REFUSALS } from "../../../../dev-servers/fake-sso/fault-refusals";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMemberWithoutPassword, createCompany } from "../../test/factories";
import { SSO_REFUSALS } from "../../../shared/sso/sso-refusals";

const idp = createTestIdp({ entityId: "https://idp.example/metadata", ssoUrl: "https://idp.example/sso" });
const FROM_IDP = { origin: "https://idp.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" };
let domainCounter = 0;

describeEachDatabase("SAML sign-in", (ctx) => {
  let company: Awaited<ReturnType<typeof setUp>>;

  async function setUp(c: TestContext) {
    const { accountId, admin } = await createCompany(c, "Saml Co");
    const domain = `saml-${Date.now().toString(36)}-${++domainCounter}.test`;
    await c.deps.db.insert(ssoDomains).values({ accountId, domain, verificationToken: "t", verifiedAt: new Date() });
    const added = await admin.client.post("/api/sso/providers", {
      kind: "saml",
      name: "Test IdP",
      metadataXml: idp.metadataXml,
      allowIdpInitiated: true,
    });
    expect(added.status, added.text).toBe(201);
    const providerId = added.json.id as string;
    const metadata = await c.client().get(`/api/sso/saml/${providerId}/metadata`);
    return { accountId, admin, domain, providerId, provider: added.json, spXml: metadata.text, metadata };
  }

  async function member(email = `ada-${++domainCounter}@${company.domain}`) {
    const person = await addMemberWithoutPassword(ctx(), company.accountId, { email });
    return { email, userId: person.userId };
  }

  /** Posts the IdP's answer to the ACS as the IdP's page does: cross-site, no cookie. */
  async function post(samlResponse: string, relayState?: string) {
    const client = ctx().client();
    const form = new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) });
    const res = await client.request("POST", `/api/sso/saml/${company.providerId}/acs`, form.toString(), FROM_IDP);
    return { res, client, location: res.headers.get("location") };
  }

  async function startSignIn(email: string) {
    const started = await ctx().client().post("/api/sso/start", { email, returnTo: "/signature" });
    expect(started.status, started.text).toBe(200);
    const url = new URL(started.json.redirectUrl);
    const xml = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest")!, "base64")).toString();
    return { url, requestId: /ID="([^"]+)"/.exec(xml)![1], relayState: url.searchParams.get("RelayState")! };
  }

  const respond = (input: Omit<RespondInput, "spMetadataXml">) => idp.respond({ spMetadataXml: company.spXml, ...input });

  async function lastRefusal() {
    const [row] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, company.accountId), eq(auditLog.action, "sso.sign_in_refused")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function expectRefused(outcome: { location: string | null; res: { status: number } }, code: string) {
    expect(outcome.res.status).toBe(303);
    expect(outcome.location).toBe(`/auth?sso_error=${code}`);
    const entry = await lastRefusal();
    expect(entry?.data).toMatchObject({ reason: code, kind: "saml" });
    return entry;
  }

  beforeAll(async () => {
    company = await setUp(ctx());
  });

  it("saves the provider from the IdP's metadata and publishes ours", async () => {
    expect(company.provider).toMatchObject({
      kind: "saml",
      idpEntityId: "https://idp.example/metadata",
      ssoUrl: "https://idp.example/sso",
      serviceProvider: {
        entityId: `http://localhost:3999/api/sso/saml/${company.providerId}/metadata`,
        acsUrl: `http://localhost:3999/api/sso/saml/${company.providerId}/acs`,
      },
    });
    expect(company.metadata.status).toBe(200);
    expect(company.metadata.headers.get("content-type")).toContain("application/samlmetadata+xml");
    expect(company.spXml).toContain(`entityID="http://localhost:3999/api/sso/saml/${company.providerId}/metadata"`);
  });

  it("refuses metadata that is not an IdP's, naming the field", async () => {
    const res = await company.admin.client.post("/api/sso/providers", { kind: "saml", name: "Wrong", metadataXml: company.spXml });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.metadataXml).toContain("service provider's metadata");
  });

  it("signs a member in SP-initiated: /start sends them to the IdP, the IdP's post to the ACS starts a session", async () => {
    const { email } = await member();
    const { url, requestId, relayState } = await startSignIn(email);
    expect(`${url.origin}${url.pathname}`).toBe("https://idp.example/sso");
    const { res, location, client } = await post(await respond({ email, inResponseTo: requestId }), relayState);
    expect(res.status).toBe(303);
    expect(location).toBe("/signature");
    const me = await client.get("/api/me");
    expect(me.json.user.email).toBe(email);
  });

  it("signs a member in IdP-initiated (no InResponseTo), and the same assertion only once", async () => {
    const { email } = await member();
    const samlResponse = await respond({ email, inResponseTo: null });
    const first = await post(samlResponse);
    expect(first.location).toBe("/");
    expect((await first.client.get("/api/me")).json.user.email).toBe(email);
    await expectRefused(await post(samlResponse), "replayed");
  });

  it("refuses a response the IdP sends unasked while IdP-initiated sign-in is off, the default, with its sentence and an audit entry", async () => {
    const other = await createCompany(ctx(), "Default Saml");
    const byDefault = await other.admin.client.post("/api/sso/providers", { kind: "saml", name: "Default", metadataXml: idp.metadataXml });
    expect(byDefault.status, byDefault.text).toBe(201);
    expect(byDefault.json.allowIdpInitiated).toBe(false);

    const { email } = await member();
    const edit = (allowIdpInitiated: boolean) =>
      company.admin.client.request("PUT", `/api/sso/providers/${company.providerId}`, {
        kind: "saml",
        name: "Test IdP",
        allowIdpInitiated,
      });
    const off = await edit(false);
    expect(off.status, off.text).toBe(200);
    expect(off.json.allowIdpInitiated).toBe(false);
    try {
      const unasked = await post(await respond({ email, inResponseTo: null }));
      const entry = await expectRefused(unasked, "idp_initiated_off");
      expect(entry.data).toMatchObject({ reason: "idp_initiated_off", kind: "saml" });
      expect((await unasked.client.get("/api/me")).status).toBe(401);
      expect(SSO_REFUSALS.idp_initiated_off).toContain("doesn't allow that");
      // Sign-in started on Signet still works with it off.
      const { requestId, relayState } = await startSignIn(email);
      expect((await post(await respond({ email, inResponseTo: requestId }), relayState)).location).toBe("/signature");
    } finally {
      expect((await edit(true)).json.allowIdpInitiated).toBe(true);
    }
    const changed = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, company.accountId), eq(auditLog.action, "sso.provider_updated")));
    expect(changed.map((row) => (row.data as { changes: object }).changes)).toContainEqual({ allowIdpInitiated: [true, false] });
  });

  it("refuses an answer to a request it already took", async () => {
    const { email } = await member();
    const { requestId } = await startSignIn(email);
    expect((await post(await respond({ email, inResponseTo: requestId }))).location).toBe("/signature");
    await expectRefused(await post(await respond({ email, inResponseTo: requestId })), "state_missing");
  });

  it("refuses another audience, another issuer, an expired, unsigned or wrongly signed answer, and an address outside the verified domains", async () => {
    const { email } = await member();
    for (const [fault, code] of faultsAndRefusals(SAML_FAULT_REFUSALS)) {
      const entry = await expectRefused(
        await post(await idp.respond(faultyResponse(fault, { spMetadataXml: company.spXml, email }))),
        code,
      );
      if (fault === "unsigned") expect(entry.data).toMatchObject({ samlReason: "unsigned" });
      if (fault === "outside-domain") expect(entry.data).toMatchObject({ email: email.replace(/@.*/, "@elsewhere.test") });
    }
  });

  it("answers 404 for the metadata of an id that is not a SAML provider", async () => {
    expect((await ctx().client().get(`/api/sso/saml/${crypto.randomUUID()}/metadata`)).status).toBe(404);
  });
});
