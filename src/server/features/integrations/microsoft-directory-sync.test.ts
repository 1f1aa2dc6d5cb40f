import { afterAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import {
  accountUsers,
  companyOffices,
  directoryMembers,
  directoryPeople,
  directorySyncs,
  integrations,
  profiles,
  users,
} from "../../db/schema";
import {
  generateGraphUsers,
  startFakeMicrosoft,
  type FakeGraphUser,
  type FakeMicrosoft,
} from "../../../../dev-servers/fake-microsoft/fake-microsoft";
import { runScheduledSync } from "../directory";
import { loadDirectoryProvider } from "./directory-providers";

// Started before the suites are declared: the app's settings name its address.
const fake: FakeMicrosoft = await startFakeMicrosoft({ deltaPageSize: 200 });
afterAll(() => fake.close());

let tenants = 0;
async function connectedCompany(ctx: TestContext) {
  const domain = `sync${++tenants}-${Date.now().toString(36)}.test`;
  const tenantId = fake.addTenant({ domain });
  const { clientId, secret } = fake.registerApp(tenantId);
  const company = await createCompany(ctx);
  await ctx.deps.db.insert(companyOffices).values([
    { accountId: company.accountId, locationName: "London Office" },
    { accountId: company.accountId, locationName: "San Francisco HQ" },
  ]);
  const res = await company.admin.client.request("PUT", "/api/integrations/microsoft", { tenantId, clientId, clientSecret: secret });
  if (res.status !== 200) throw new Error(res.text);
  return { ...company, domain, tenantId, clientId };
}

type Client = TestContext extends { client: () => infer C } ? C : never;
const preview = async (client: Client) => {
  const res = await client.post("/api/integrations/microsoft/syncs");
  if (res.status !== 201) throw new Error(res.text);
  return res.json;
};

async function profileOf(ctx: TestContext, email: string) {
  const [row] = await ctx.deps.db
    .select({
      userId: users.id,
      firstName: profiles.firstName,
      jobTitle: profiles.jobTitle,
      phone: profiles.personalPhone,
      officeId: profiles.officeId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row;
}

describeEachDatabase(
  "Directory sync from Microsoft 365",
  (ctx) => {
    it("first sync: the initial delta round through every nextLink, a preview, then members who never sign in, offices matched by name", async () => {
      const { admin, accountId, domain, tenantId } = await connectedCompany(ctx());
      const people: FakeGraphUser[] = generateGraphUsers(450, domain);
      people[1].accountEnabled = false;
      people[3].officeLocation = "remote";
      people[4].officeLocation = "LONDON OFFICE";
      people[6] = { ...people[6], userPrincipalName: `guest_example.com#EXT#@${domain}`, mail: "guest@example.com" };
      fake.setUsers(tenantId, people);
      const pagesBefore = fake.counts.deltaPages;
      const first = await preview(admin.client);
      // 450 users at 200 a page: three pages.
      expect(fake.counts.deltaPages - pagesBefore).toBe(3);
      // The disabled user and the guest are not created.
      expect(first.sync).toMatchObject({ status: "preview", provider: "microsoft", directoryUsers: 449 });
      expect(first.sync.counts).toMatchObject({ created: 448, updated: 0, deactivated: 0, departments: 5 });
      expect(first.plan.unknownOffices).toEqual([{ name: "remote", people: 1 }]);
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId))).toHaveLength(1);

      const applied = await admin.client.post(`/api/integrations/microsoft/syncs/${first.sync.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.json.sync).toMatchObject({ status: "applied", counts: { created: 448 } });
      const offices = await ctx().deps.db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId));
      const london = offices.find((o) => o.locationName === "London Office")!;
      const ada = await profileOf(ctx(), people[0].mail!);
      expect(ada).toMatchObject({ firstName: "Ada", jobTitle: "Engineer", officeId: london.id });
      // No mobile number: the work number.
      expect(ada.phone).toBe("+1 555 030 0000");
      expect((await profileOf(ctx(), people[4].mail!)).officeId).toBe(london.id);
      expect((await profileOf(ctx(), people[3].mail!)).officeId).toBeNull();
      const [link] = await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, ada.userId));
      expect(link).toMatchObject({ provider: "microsoft", externalId: people[0].id, deactivatedAt: null });
      const [row] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId));
      expect(row.directoryCursor).toMatch(/\/v1\.0\/users\/delta\?\$deltatoken=/);
      expect(await ctx().deps.db.select().from(directoryPeople).where(eq(directoryPeople.accountId, accountId))).toHaveLength(450);
    });

    it("the office is the directory's on its members: an admin's other office is refused, the same one accepted", async () => {
      const { admin, accountId, domain, tenantId } = await connectedCompany(ctx());
      const people: FakeGraphUser[] = generateGraphUsers(3, domain);
      people[0].officeLocation = "London Office";
      fake.setUsers(tenantId, people);
      const first = await preview(admin.client);
      expect((await admin.client.post(`/api/integrations/microsoft/syncs/${first.sync.id}/apply`)).status).toBe(200);
      const offices = await ctx().deps.db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId));
      const london = offices.find((o) => o.locationName === "London Office")!;
      const sf = offices.find((o) => o.locationName === "San Francisco HQ")!;
      const ada = await profileOf(ctx(), people[0].mail!);
      expect(ada.officeId).toBe(london.id);
      const refused = await admin.client.request("PUT", `/api/team/members/${ada.userId}`, { officeId: sf.id });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ code: "directory_managed", fields: { officeId: "Managed by your Microsoft 365" } });
      expect(refused.json.error.message).toBe("Office is managed by your Microsoft 365: change it there.");
      expect((await profileOf(ctx(), people[0].mail!)).officeId).toBe(london.id);
      // The same office, with a field that is the admin's (no owned field changes): accepted.
      const same = await admin.client.request("PUT", `/api/team/members/${ada.userId}`, { officeId: london.id });
      expect(same.status).toBe(200);
    });

    it("later syncs ask the delta link for changes only: changed properties are merged, removals deactivate", async () => {
      const { admin, accountId, domain, tenantId } = await connectedCompany(ctx());
      const people = generateGraphUsers(40, domain);
      fake.setUsers(tenantId, people);
      const first = await preview(admin.client);
      await admin.client.post(`/api/integrations/microsoft/syncs/${first.sync.id}/apply`);

      const next = structuredClone(people);
      next[0].jobTitle = "Principal Engineer";
      next[1].accountEnabled = false;
      next[2].officeLocation = "San Francisco HQ";
      next.splice(5, 1); // removed from the directory
      next.push(...generateGraphUsers(1, domain, 1000));
      fake.setUsers(tenantId, next);
      const pagesBefore = fake.counts.deltaPages;
      const second = await preview(admin.client);
      // Only the delta link is asked: one page of five changes, not the whole directory again.
      expect(fake.counts.deltaPages - pagesBefore).toBe(1);
      expect(second.sync.counts).toMatchObject({ created: 1, updated: 2, deactivated: 2 });
      const changed = second.plan.updated.find((p: { email: string }) => p.email === people[0].mail);
      // The delta page had only jobTitle: every other field stayed as Graph said before.
      expect(changed.changes).toEqual([{ field: "jobTitle", before: "Engineer", after: "Principal Engineer" }]);
      const moved = second.plan.updated.find((p: { email: string }) => p.email === people[2].mail);
      expect(moved.changes).toEqual([{ field: "office", before: "London Office", after: "San Francisco HQ" }]);
      expect(second.plan.deactivated.map((p: { email: string }) => p.email).sort()).toEqual([people[1].mail, people[5].mail].sort());
      await admin.client.post(`/api/integrations/microsoft/syncs/${second.sync.id}/apply`);
      const [gone] = await ctx()
        .deps.db.select()
        .from(directoryMembers)
        .where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.externalId, people[5].id)));
      expect(gone.deactivatedAt).not.toBeNull();
      expect((await profileOf(ctx(), people[0].mail!)).firstName).toBe("Ada");

      // Nothing changed: an empty delta, nothing to do.
      const third = await preview(admin.client);
      expect(third.sync.counts).toMatchObject({ created: 0, updated: 0, deactivated: 0 });
      // A discarded preview still moved the delta link: the next sync sees the same state, not a gap.
      next[0].jobTitle = "CTO";
      fake.setUsers(tenantId, next);
      const fourth = await preview(admin.client);
      await admin.client.post(`/api/integrations/microsoft/syncs/${fourth.sync.id}/discard`);
      const fifth = await preview(admin.client);
      expect(fifth.plan.updated.map((p: { changes: unknown[] }) => p.changes)).toEqual([
        [{ field: "jobTitle", before: "Principal Engineer", after: "CTO" }],
      ]);
    });

    it("an expired delta link (410) reads the whole directory again", async () => {
      const { admin, accountId, domain, tenantId } = await connectedCompany(ctx());
      const people = generateGraphUsers(12, domain);
      fake.setUsers(tenantId, people);
      await admin.client.post(`/api/integrations/microsoft/syncs/${(await preview(admin.client)).sync.id}/apply`);
      people[0].department = "Research";
      fake.setUsers(tenantId, people);
      fake.expireDeltaLinks(tenantId);
      const again = await preview(admin.client);
      expect(again.sync).toMatchObject({ status: "preview", directoryUsers: 12, counts: { updated: 1, deactivated: 0 } });
      expect(await ctx().deps.db.select().from(directoryPeople).where(eq(directoryPeople.accountId, accountId))).toHaveLength(12);
    });

    it("waits out a 429's Retry-After and a 503, then reads on; a sync Graph refuses is a failed row, not a 500", async () => {
      const { admin, domain, tenantId, clientId } = await connectedCompany(ctx());
      fake.setUsers(tenantId, generateGraphUsers(5, domain));
      const refused = fake.counts.refused429;
      fake.failNext({ status: 429, retryAfterSeconds: 1, path: "graph" });
      fake.failNext({ status: 503, retryAfterSeconds: 0, path: "graph" });
      const started = Date.now();
      const res = await preview(admin.client);
      expect(res.sync.status).toBe("preview");
      expect(res.sync.counts.created).toBe(5);
      expect(fake.counts.refused429 - refused).toBe(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

      // The secret replaced in Entra after Signet saved it: once the kept token expires, no new one.
      fake.registerApp(tenantId, { clientId, secret: "another~secret" });
      fake.expireTokens();
      const failed = await admin.client.post("/api/integrations/microsoft/syncs");
      expect(failed.status).toBe(201);
      expect(failed.json.sync).toMatchObject({ status: "failed" });
      // Microsoft's refusal in words, with what to do: never its raw "Invalid client secret provided".
      expect(failed.json.sync.error).toMatch(/^Microsoft refused the client secret \(AADSTS7000215\)\. Paste the secret's Value/);
    });

    it("a scheduled sync never deactivates more than 10 % of the members on its own", async () => {
      const { accountId, domain, tenantId } = await connectedCompany(ctx());
      const people = generateGraphUsers(30, domain);
      fake.setUsers(tenantId, people);
      const directory = async () => (await loadDirectoryProvider(ctx().deps, accountId, "microsoft"))!;
      const first = await runScheduledSync(ctx().deps.db, accountId, await directory());
      const [applied] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, first.syncId));
      expect(applied).toMatchObject({ status: "applied", provider: "microsoft", startedBy: null, counts: { created: 30 } });

      fake.setUsers(tenantId, people.slice(0, 27));
      const small = await runScheduledSync(ctx().deps.db, accountId, await directory());
      const [smallRow] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, small.syncId));
      expect(smallRow).toMatchObject({ status: "applied", counts: { deactivated: 3 } });

      // Graph deletes everyone (a delta of removals): the brake holds it.
      fake.setUsers(tenantId, []);
      const empty = await runScheduledSync(ctx().deps.db, accountId, await directory());
      const [held] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, empty.syncId));
      expect(held.status).toBe("held");
      expect(held.error).toMatch(/27 of 28 members would be deactivated/);
      const active = await ctx()
        .deps.db.select()
        .from(directoryMembers)
        .where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.provider, "microsoft")));
      expect(active.filter((m) => m.deactivatedAt === null)).toHaveLength(27);
    });

    it("keeps each company's and each directory's syncs to itself", async () => {
      const { admin, accountId, domain, tenantId } = await connectedCompany(ctx());
      fake.setUsers(tenantId, generateGraphUsers(3, domain));
      const mine = await preview(admin.client);
      const member = await addMember(ctx(), accountId);
      const other = await createCompany(ctx(), "Other");
      for (const client of [other.admin.client, member.client]) {
        const expected = client === member.client ? 403 : 404;
        expect((await client.get(`/api/integrations/microsoft/syncs/${mine.sync.id}`)).status).toBe(expected);
        expect((await client.post(`/api/integrations/microsoft/syncs/${mine.sync.id}/apply`)).status).toBe(expected);
        expect((await client.post(`/api/integrations/microsoft/syncs/${mine.sync.id}/discard`)).status).toBe(expected);
      }
      expect((await other.admin.client.get("/api/integrations/microsoft/syncs")).json.syncs).toEqual([]);
      // A Microsoft sync is not Google's to apply, and is not in Google's history.
      expect((await admin.client.post(`/api/integrations/google/syncs/${mine.sync.id}/apply`)).status).toBe(404);
      expect((await admin.client.get("/api/integrations/google/syncs")).json.syncs).toEqual([]);
      const [still] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, mine.sync.id));
      expect(still.status).toBe("preview");
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId))).toHaveLength(2);
      // Disconnecting forgets what the directory said; members stay.
      await admin.client.post(`/api/integrations/microsoft/syncs/${mine.sync.id}/apply`);
      await admin.client.delete("/api/integrations/microsoft");
      expect(await ctx().deps.db.select().from(directoryPeople).where(eq(directoryPeople.accountId, accountId))).toHaveLength(0);
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId))).toHaveLength(5);
    });
  },
  { microsoft: { loginUrl: fake.url, graphUrl: fake.url } },
);
