import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, integrations } from "../../db/schema";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, generateDirectoryUsers, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { INTEGRATION_MESSAGES as M } from "../../../shared/integrations/integration-schema";
import { createServiceAccount } from "../../../../dev-servers/fake-google/service-account";
import { connectedCompany, googleConfig, newDomain, verifyDomain, fakeGoogleForFile } from "./google-test-helpers";

const fake: FakeGoogle = await fakeGoogleForFile();

describeEachDatabase(
  "Google Workspace connection",
  (ctx) => {
    const connectBody = (scopes = [GMAIL_SCOPE, DIRECTORY_SCOPE], adminEmail = "it@example.com") => ({
      serviceAccountKey: JSON.stringify(createServiceAccount(fake, scopes), null, 2),
      adminEmail,
    });

    it("connects with a service-account key, stores it sealed, and never answers or audits it", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const before = await admin.client.get("/api/integrations/google");
      expect(before.json.google).toEqual({ connected: false, scopes: [GMAIL_SCOPE, DIRECTORY_SCOPE] });
      const body = connectBody();
      const res = await admin.client.request("PUT", "/api/integrations/google", body);
      expect(res.status).toBe(200);
      const key = JSON.parse(body.serviceAccountKey);
      expect(res.json.google).toMatchObject({
        connected: true,
        clientId: key.client_id,
        clientEmail: key.client_email,
        adminEmail: "it@example.com",
        domain: "example.com",
        syncIntervalHours: 6,
      });
      expect(res.text).not.toContain("PRIVATE KEY");
      const [row] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId));
      expect(row.credentials).not.toContain("PRIVATE");
      expect(row.credentials).not.toContain(key.client_email);
      const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
      const connected = entries.find((e) => e.action === "integration.connected");
      expect(connected).toBeTruthy();
      expect(JSON.stringify(entries)).not.toContain("PRIVATE KEY");
      expect((await admin.client.get("/api/integrations/google")).text).not.toContain("PRIVATE KEY");
    });

    it("refuses a file that is not a service-account key, a private key that doesn't parse, a token_uri not Google's and an admin outside the domain", async () => {
      const { admin } = await createCompany(ctx());
      const put = (body: object) => admin.client.request("PUT", "/api/integrations/google", body);
      const notJson = await put({ serviceAccountKey: "hello", adminEmail: "it@example.com" });
      expect(notJson.status).toBe(400);
      expect(notJson.json.error.fields.serviceAccountKey).toMatch(/not JSON/);
      const wrongType = await put({
        serviceAccountKey: JSON.stringify({ type: "authorized_user", client_id: "1" }),
        adminEmail: "it@example.com",
      });
      expect(wrongType.json.error.fields.serviceAccountKey).toMatch(/not a service-account key/);
      const key = createServiceAccount(fake, [GMAIL_SCOPE]);
      const missing = await put({ serviceAccountKey: JSON.stringify({ ...key, client_id: undefined }), adminEmail: "it@example.com" });
      expect(missing.json.error.fields.serviceAccountKey).toMatch(/"client_id"/);
      const badKey = await put({
        serviceAccountKey: JSON.stringify({ ...key, private_key: "-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n" }),
        adminEmail: "it@example.com",
      });
      expect(badKey.status).toBe(400);
      expect(badKey.json.error.fields.serviceAccountKey).toMatch(/private_key is not a readable RSA private key/);
      // A key is never a way to make the server post elsewhere: only Google's token URI is accepted.
      for (const token_uri of ["http://127.0.0.1:9/token", "https://127.0.0.1/token", "https://oauth2.example.com/token"]) {
        const elsewhere = await put({ serviceAccountKey: JSON.stringify({ ...key, token_uri }), adminEmail: "it@example.com" });
        expect(elsewhere.status, token_uri).toBe(400);
        expect(elsewhere.json.error.fields.serviceAccountKey, token_uri).toBe(M.keyBadTokenUri);
      }
      // A key only delegated Gmail: the directory can't answer for elsewhere.org, and it is not verified.
      const outside = await put({ serviceAccountKey: JSON.stringify(key), adminEmail: "it@elsewhere.org" });
      expect(outside.status).toBe(400);
      expect(outside.json.error.fields.adminEmail).toBe(M.adminOutsideDomain([]));
      expect((await admin.client.get("/api/integrations/google")).json.google.connected).toBe(false);
    });

    it("asks Google before it saves: a key Google refuses is a 400 on the key, in words, and nothing is connected", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const real = createServiceAccount(fake, [GMAIL_SCOPE, DIRECTORY_SCOPE]);
      // Another key pair under the same service account: Google can't verify its signature.
      const replaced = { ...real, private_key: createServiceAccount(fake, []).private_key };
      const res = await admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(replaced),
        adminEmail: "it@example.com",
      });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.serviceAccountKey).toMatch(/^Google refused the key: its signature does not match the service account/);
      expect(res.json.error.fields.serviceAccountKey).toMatch(/Create a new JSON key/);
      expect(res.text).not.toContain("Invalid JWT");
      expect((await admin.client.get("/api/integrations/google")).json.google.connected).toBe(false);
      expect(await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId))).toHaveLength(0);
      // A service account Google doesn't know (deleted): the same, in its own words.
      const unknown = { ...real, client_email: "deleted@signet-demo.iam.gserviceaccount.com" };
      const gone = await admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(unknown),
        adminEmail: "it@example.com",
      });
      expect(gone.status).toBe(400);
      expect(gone.json.error.fields.serviceAccountKey).toMatch(/doesn't know this service account/);
    });

    it("tests each scope and says which failed and why: delegation not set up yet", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const domain = newDomain();
      await verifyDomain(ctx(), accountId, domain);
      const connected = await admin.client.request("PUT", "/api/integrations/google", connectBody([GMAIL_SCOPE], `it@${domain}`));
      expect(connected.status, connected.text).toBe(200);
      const res = await admin.client.post("/api/integrations/google/test");
      expect(res.status).toBe(200);
      expect(res.json.ok).toBe(false);
      const [gmail, directory] = res.json.checks;
      expect(gmail).toMatchObject({ scope: GMAIL_SCOPE, ok: true });
      expect(directory).toMatchObject({ scope: DIRECTORY_SCOPE, ok: false, error: "unauthorized_client" });
      expect(directory.message).toMatch(/Domain-wide delegation is not set up/);
      expect(directory.message).toMatch(/up to 24 hours/);
      // Replacing the key with one allowed both scopes: the test passes.
      expect((await admin.client.request("PUT", "/api/integrations/google", connectBody(undefined, `it@${domain}`))).status).toBe(200);
      const again = await admin.client.post("/api/integrations/google/test");
      expect(again.json).toMatchObject({ ok: true });
    });

    it("changes the schedule and disconnects, deleting the key; both audit-logged", async () => {
      const { admin, accountId } = await createCompany(ctx());
      await admin.client.request("PUT", "/api/integrations/google", connectBody());
      const scheduled = await admin.client.request("PUT", "/api/integrations/google/schedule", { syncIntervalHours: 12 });
      expect(scheduled.json.google.syncIntervalHours).toBe(12);
      const bad = await admin.client.request("PUT", "/api/integrations/google/schedule", { syncIntervalHours: 1000 });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.syncIntervalHours).toBeTruthy();
      const gone = await admin.client.delete("/api/integrations/google");
      expect(gone.status).toBe(200);
      expect(gone.json.google.connected).toBe(false);
      expect(await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId))).toHaveLength(0);
      const actions = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(["integration.connected", "integration.schedule_changed", "integration.disconnected"]),
      );
      expect((await admin.client.delete("/api/integrations/google")).status).toBe(404);
      expect((await admin.client.post("/api/integrations/google/test")).status).toBe(404);
    });

    it("lets no member and no other company near it", async () => {
      const { admin, accountId } = await createCompany(ctx());
      await admin.client.request("PUT", "/api/integrations/google", connectBody());
      const member = await addMember(ctx(), accountId);
      for (const [method, path, body] of [
        ["GET", "/api/integrations/google"],
        ["PUT", "/api/integrations/google", connectBody()],
        ["POST", "/api/integrations/google/test", {}],
        ["PUT", "/api/integrations/google/schedule", { syncIntervalHours: 1 }],
        ["DELETE", "/api/integrations/google"],
      ] as const)
        expect((await member.client.request(method, path, body)).status).toBe(403);
      const other = await createCompany(ctx(), "Other");
      expect((await other.admin.client.get("/api/integrations/google")).json.google.connected).toBe(false);
      expect((await other.admin.client.post("/api/integrations/google/test")).status).toBe(404);
      expect((await other.admin.client.delete("/api/integrations/google")).status).toBe(404);
      const still = await admin.client.get("/api/integrations/google");
      expect(still.json.google).toMatchObject({ connected: true, syncIntervalHours: 6 });
    });

    it("two companies at once: a key naming another company's service account with its own private key, and a website on its domain, reach nothing of it", async () => {
      // Acme: a verified domain, connected, its directory read (Acme's token is now kept).
      const acme = await connectedCompany(ctx(), fake);
      fake.setUsers(generateDirectoryUsers(3, acme.domain));
      const acmeSync = await acme.admin.client.post("/api/integrations/google/syncs");
      expect(acmeSync.json.sync).toMatchObject({ status: "preview", counts: { created: 3 } });
      const [acmeRow] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, acme.accountId));
      const acmeKey = JSON.parse(ctx().deps.secrets.open(acmeRow.credentials, acmeRow.id));

      // Company B: its website is Acme's domain, its key names Acme's client email with B's own private key.
      const b = await createCompany(ctx(), "B");
      await ctx().deps.db.execute(`update accounts set website = 'https://www.${acme.domain}' where id = '${b.accountId}'`);
      const stranger = createServiceAccount({ allowClient: () => undefined }, [GMAIL_SCOPE, DIRECTORY_SCOPE]);
      const forged = { ...stranger, client_email: acmeKey.client_email, client_id: acmeKey.client_id };
      const adminEmail = `it@${acme.domain}`;
      // B's own key (only Gmail delegated, so the directory can't answer for Acme's domain): its
      // website is no proof of the domain.
      const own = await b.admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(createServiceAccount(fake, [GMAIL_SCOPE])),
        adminEmail,
      });
      expect(own.status).toBe(400);
      expect(own.json.error.fields.adminEmail).toBe(M.adminOutsideDomain([]));
      // The forged key: Google refuses it before anything is saved.
      const refused = await b.admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(forged),
        adminEmail,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.serviceAccountKey).toMatch(/^Google refused the key/);
      expect((await b.admin.client.get("/api/integrations/google")).json.google.connected).toBe(false);

      // A connection B made before the domain rule (the row as it was stored): its sync mints its
      // own assertion, which Google refuses, and reads nothing of Acme's directory.
      const id = crypto.randomUUID();
      await ctx()
        .deps.db.insert(integrations)
        .values({
          id,
          accountId: b.accountId,
          provider: "google",
          credentials: ctx().deps.secrets.seal(JSON.stringify(forged), id),
          settings: {
            clientEmail: forged.client_email,
            clientId: forged.client_id,
            adminEmail,
            domain: acme.domain,
            tokenUri: forged.token_uri,
          },
          connectedBy: b.admin.userId,
        });
      const bSync = await b.admin.client.post("/api/integrations/google/syncs");
      expect(bSync.status).toBe(201);
      expect(bSync.json.sync).toMatchObject({ status: "failed", counts: { created: 0 } });
      expect(bSync.json.sync.error).toMatch(/^Google refused the key/);
      const test = await b.admin.client.post("/api/integrations/google/test");
      expect(test.json.checks.map((c: { ok: boolean; error: string }) => [c.ok, c.error])).toEqual([
        [false, "invalid_grant"],
        [false, "invalid_grant"],
      ]);
      // Acme's own connection still works.
      expect((await acme.admin.client.post("/api/integrations/google/test")).json.ok).toBe(true);
    });
  },
  googleConfig(fake),
);
