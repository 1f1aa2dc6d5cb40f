// One managing directory per member, with both directories connected against their fakes:
// a second directory's preview lists the first's members as conflicts and applying leaves
// them alone (no field of theirs changes, the first directory's next sync has nothing to
// undo); only the company's source of truth takes them over, when the admin moves them.
// SCIM beside Google answers 409 uniqueness for Google's member and writes nothing.
import { afterAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember } from "../../test/factories";
import { accounts, directoryMembers, mailboxPushes, profiles, users } from "../../db/schema";
import { startFakeGoogle, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { generateGraphUsers, startFakeMicrosoft, type FakeMicrosoft } from "../../../../dev-servers/fake-microsoft/fake-microsoft";
import { googleConfig, syncedCompany } from "./google-test-helpers";
import { scimCaller } from "../scim/scim-test-client";

// Started before the suites are declared: the app's settings name their addresses.
const google: FakeGoogle = await startFakeGoogle();
const microsoft: FakeMicrosoft = await startFakeMicrosoft({ deltaPageSize: 200 });
afterAll(async () => {
  await google.close();
  await microsoft.close();
});

type Client = TestContext extends { client: () => infer C } ? C : never;

/** A company whose Google directory of 5 is synced, with Microsoft 365 connected on the same domain listing those 5 and 2 more. */
async function bothConnected(ctx: TestContext) {
  const company = await syncedCompany(ctx, google, 5);
  const tenantId = microsoft.addTenant({ domain: company.domain });
  const { clientId, secret } = microsoft.registerApp(tenantId);
  microsoft.setUsers(tenantId, generateGraphUsers(7, company.domain, 0, []));
  const res = await company.admin.client.request("PUT", "/api/integrations/microsoft", { tenantId, clientId, clientSecret: secret });
  if (res.status !== 200) throw new Error(res.text);
  return { ...company, tenantId };
}

const previewOf = async (client: Client, provider: "google" | "microsoft") => {
  const res = await client.post(`/api/integrations/${provider}/syncs`);
  if (res.status !== 201) throw new Error(res.text);
  return res.json;
};

async function membersOf(ctx: TestContext, emails: string[]) {
  const rows = await ctx.deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      jobTitle: profiles.jobTitle,
      departmentId: profiles.departmentId,
      phone: profiles.personalPhone,
      provider: directoryMembers.provider,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(directoryMembers, eq(directoryMembers.userId, users.id));
  return rows.filter((r) => emails.includes(r.email)).sort((a, b) => a.email.localeCompare(b.email));
}

describeEachDatabase(
  "One managing directory per member",
  (ctx) => {
    it("Microsoft's preview lists Google's members as conflicts, and applying it leaves them and Google's next sync alone", async () => {
      const { admin, people } = await bothConnected(ctx());
      const googleEmails = people.map((p) => p.primaryEmail);
      const before = await membersOf(ctx(), googleEmails);
      expect(before.map((m) => m.provider)).toEqual(["google", "google", "google", "google", "google"]);

      const preview = await previewOf(admin.client, "microsoft");
      expect(preview.sync.counts).toMatchObject({ created: 2, updated: 0 });
      expect(preview.plan.conflictCount).toBe(5);
      expect(preview.plan.conflicts.map((c: { email: string }) => c.email).sort()).toEqual([...googleEmails].sort());
      expect(preview.plan.conflicts[0]).toMatchObject({ managedBy: "google" });
      // Nothing says "Managed by Signet → Microsoft 365" for Google's members.
      expect(preview.plan.updated).toEqual([]);

      const applied = await admin.client.post(`/api/integrations/microsoft/syncs/${preview.sync.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.json.sync.counts).toMatchObject({ created: 2, updated: 0 });
      expect(await membersOf(ctx(), googleEmails)).toEqual(before);

      // Google's next sync has nothing to put back, so nothing goes to Gmail again.
      const pushesBefore = (await ctx().deps.db.select().from(mailboxPushes)).length;
      const again = await previewOf(admin.client, "google");
      expect(again.sync.counts).toMatchObject({ created: 0, updated: 0, deactivated: 0, unchanged: 5 });
      expect(again.plan.conflictCount).toBe(0);
      await admin.client.post(`/api/integrations/google/syncs/${again.sync.id}/apply`);
      expect((await ctx().deps.db.select().from(mailboxPushes)).length).toBe(pushesBefore);

      const team = await admin.client.get(`/api/team?search=${encodeURIComponent(googleEmails[0])}`);
      expect(team.json.rows[0].directory).toMatchObject({ provider: "google" });
    });

    it("moving the conflicts is for the source of truth only: then Microsoft manages them and Google lists them as its conflicts", async () => {
      const { admin, accountId, people } = await bothConnected(ctx());
      const googleEmails = people.map((p) => p.primaryEmail);
      const preview = await previewOf(admin.client, "microsoft");
      const malformed = await admin.client.post(`/api/integrations/microsoft/syncs/${preview.sync.id}/apply`, { moveConflicts: "yes" });
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.fields.moveConflicts).toBe("moveConflicts must be true or false.");
      const refused = await admin.client.post(`/api/integrations/microsoft/syncs/${preview.sync.id}/apply`, { moveConflicts: true });
      expect(refused.status).toBe(409);
      expect(refused.json.error.fields.moveConflicts).toMatch(/make Microsoft 365 the source of truth in Company Settings/);
      expect((await membersOf(ctx(), googleEmails)).map((m) => m.provider)).toEqual(Array(5).fill("google"));

      const source = await admin.client.request("PUT", "/api/integrations/directory-source", { source: "microsoft" });
      expect(source.status).toBe(200);
      expect(source.json.source).toBe("microsoft");
      const moved = await admin.client.post(`/api/integrations/microsoft/syncs/${preview.sync.id}/apply`, { moveConflicts: true });
      expect(moved.status).toBe(200);
      const after = await membersOf(ctx(), googleEmails);
      expect(after.map((m) => m.provider)).toEqual(Array(5).fill("microsoft"));
      // Microsoft's values now: its phones are 555 030/040, Google's were 555 010/020.
      expect(after.every((m) => m.phone?.startsWith("+1 555 0") && !m.phone.includes(" 010 ") && !m.phone.includes(" 020 "))).toBe(true);

      const googleNext = await previewOf(admin.client, "google");
      expect(googleNext.plan.conflictCount).toBe(5);
      expect(googleNext.plan.conflicts[0]).toMatchObject({ managedBy: "microsoft" });
      expect(googleNext.sync.counts).toMatchObject({ updated: 0, deactivated: 0 });
      const view = await admin.client.get("/api/integrations/directory-source");
      expect(view.json.directories).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ provider: "microsoft", members: 7, fields: expect.arrayContaining(["Office"]) }),
          expect.objectContaining({ provider: "google", members: 0 }),
        ]),
      );
      const [account] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, accountId));
      expect(account.directorySource).toBe("microsoft");
    });

    it("SCIM beside Google: 409 uniqueness for Google's member, whose name, title, department and phone stay, and nothing goes to Gmail", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), google, 3);
      const token = await admin.client.post("/api/provisioning/tokens", { name: "Okta" });
      const scim = scimCaller(ctx(), token.json.secret);
      // Even as the source of truth, SCIM never takes over a member another directory manages.
      await admin.client.request("PUT", "/api/integrations/directory-source", { source: "scim" });
      const email = people[0].primaryEmail;
      const before = await membersOf(ctx(), [email]);
      const pushesBefore = (await ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.accountId, accountId))).length;

      const res = await scim("POST", "/Users", { userName: email, name: { givenName: "X", familyName: "Y" } });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({
        schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
        scimType: "uniqueness",
        status: "409",
        detail: `emails: ${email} is a member managed by Google Workspace, not by this identity provider.`,
      });
      expect(await membersOf(ctx(), [email])).toEqual(before);
      expect((await ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.accountId, accountId))).length).toBe(pushesBefore);
      // By id (the member is listed under /Users): a PATCH is refused the same way.
      const patch = await scim("PATCH", `/Users/${before[0].id}`, {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations: [{ op: "replace", path: "title", value: "Wiped" }],
      });
      expect(patch.json).toMatchObject({ status: "409", scimType: "uniqueness" });
      expect(await membersOf(ctx(), [email])).toEqual(before);
    });

    it("the source of truth: admins only (member 403), each company its own, a bad value 400 naming the field", async () => {
      const { admin, accountId } = await syncedCompany(ctx(), google, 1);
      const other = await syncedCompany(ctx(), google, 1);
      const member = await addMember(ctx(), accountId);
      expect((await member.client.get("/api/integrations/directory-source")).status).toBe(403);
      expect((await member.client.request("PUT", "/api/integrations/directory-source", { source: "google" })).status).toBe(403);
      const bad = await admin.client.request("PUT", "/api/integrations/directory-source", { source: "ldap" });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.source).toBeTruthy();
      expect((await other.admin.client.request("PUT", "/api/integrations/directory-source", { source: "google" })).status).toBe(200);
      const mine = await admin.client.get("/api/integrations/directory-source");
      expect(mine.json.source).toBeNull();
      expect(mine.json.directories.find((d: { provider: string }) => d.provider === "google").members).toBe(1);
      const none = await other.admin.client.request("PUT", "/api/integrations/directory-source", { source: null });
      expect(none.json.source).toBeNull();
    });
  },
  { ...googleConfig(google), microsoft: { loginUrl: microsoft.url, graphUrl: microsoft.url } },
);
