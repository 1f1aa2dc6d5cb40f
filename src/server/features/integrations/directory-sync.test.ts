import { afterAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { accountUsers, auditLog, authAccounts, departments, directoryMembers, directorySyncs, profiles, users } from "../../db/schema";
import {
  GMAIL_SCOPE,
  generateDirectoryUsers,
  startFakeGoogle,
  type FakeGoogle,
  type FakeDirectoryUser,
} from "../../../../dev-servers/fake-google/fake-google";
import { connectedCompany as connected, googleConfig } from "./google-test-helpers";
import { loadGoogleConnection } from "./providers/google/google-provider";
import { googleDirectory } from "./providers/google/google-directory";
import { runScheduledSync } from "../directory";

// Started before the suites are declared: the app's settings name its address.
const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

const connectedCompany = (ctx: TestContext, scopes?: string[]) => connected(ctx, fake, scopes);

const config = () => googleConfig(fake, 5);

const databaseNow = async (ctx: TestContext) =>
  ((await ctx.deps.db.execute(sql`select now()::text as now`)) as unknown as { rows: { now: string }[] }).rows[0].now;
const profilesAnalyzedSince = async (ctx: TestContext, since: string) =>
  (
    (await ctx.deps.db.execute(
      sql`select coalesce(last_analyze >= ${since}::timestamptz, false) as fresh from pg_stat_user_tables where relname = 'profiles'`,
    )) as unknown as { rows: { fresh: boolean }[] }
  ).rows[0].fresh;

describeEachDatabase(
  "Directory sync from Google Workspace",
  (ctx) => {
    it("previews every change, changes nothing until confirmed, then creates members who never signed in", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      const people: FakeDirectoryUser[] = generateDirectoryUsers(1203, domain);
      people[1].suspended = true;
      fake.setUsers(people);
      const pagesBefore = fake.counts.directoryPages;
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.status).toBe(201);
      // 1,203 users at 500 a page: three pages, through every nextPageToken.
      expect(fake.counts.directoryPages - pagesBefore).toBe(3);
      expect(preview.json.sync).toMatchObject({ status: "preview", trigger: "admin", directoryUsers: 1203 });
      // The suspended person is not created; the admin is not in the directory (not touched).
      expect(preview.json.sync.counts).toMatchObject({ created: 1202, updated: 0, deactivated: 0, departments: 5 });
      expect(preview.json.plan.created).toHaveLength(200);
      expect(preview.json.plan.newDepartments.sort()).toEqual(["Engineering", "Finance", "Marketing", "Sales", "Support"]);
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId))).toHaveLength(1);

      // Options are optional: an API client that sends no body at all applies the plan as it is.
      const beforeApply = await databaseNow(ctx());
      const applied = await admin.client.request("POST", `/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.json.sync).toMatchObject({ status: "applied", counts: { created: 1202, departments: 5 } });
      // Over a thousand new members: the planner's statistics of the profiles were refreshed at once.
      expect(await profilesAnalyzedSince(ctx(), beforeApply)).toBe(true);
      const first = people[0];
      const [ada] = await ctx()
        .deps.db.select({
          userId: users.id,
          firstName: profiles.firstName,
          jobTitle: profiles.jobTitle,
          phone: profiles.personalPhone,
          department: departments.name,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .innerJoin(departments, eq(departments.id, profiles.departmentId))
        .where(eq(users.email, first.primaryEmail));
      expect(ada).toMatchObject({ firstName: "Ada", jobTitle: "Engineer", phone: "+1 555 020 0000", department: "Engineering" });
      // A member who never signs in: no password, linked to the directory.
      expect(await ctx().deps.db.select().from(authAccounts).where(eq(authAccounts.userId, ada.userId))).toHaveLength(0);
      const [link] = await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, ada.userId));
      expect(link).toMatchObject({ provider: "google", externalId: first.id, deactivatedAt: null });
      // Applying twice is refused; the audit log has one entry with the counts.
      expect((await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`)).status).toBe(409);
      const entries = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "directory.synced")));
      expect(entries).toHaveLength(1);

      // A second sync: one changed title, one suspended; each change with before and after.
      people[0].organizations = [{ title: "Principal Engineer", department: "Research", primary: true }];
      people[2].suspended = true;
      const second = await admin.client.post("/api/integrations/google/syncs");
      expect(second.json.sync.counts).toMatchObject({ created: 0, updated: 1, deactivated: 1, departments: 1 });
      expect(second.json.plan.updated[0].changes).toEqual(
        expect.arrayContaining([
          { field: "jobTitle", before: "Engineer", after: "Principal Engineer" },
          { field: "department", before: "Engineering", after: "Research" },
        ]),
      );
      expect(second.json.plan.deactivated[0].email).toBe(people[2].primaryEmail);
      await admin.client.post(`/api/integrations/google/syncs/${second.json.sync.id}/apply`);
      const history = await admin.client.get("/api/integrations/google/syncs");
      expect(history.json.syncs.map((s: { status: string }) => s.status)).toEqual(["applied", "applied"]);
    });

    it("one preview waits at a time: a newer preview or an applied sync discards an older preview, which can't be applied", async () => {
      const { admin, domain } = await connectedCompany(ctx());
      fake.setUsers(generateDirectoryUsers(3, domain));
      const first = await admin.client.post("/api/integrations/google/syncs");
      const second = await admin.client.post("/api/integrations/google/syncs");
      const statuses = async () =>
        Object.fromEntries(
          ((await admin.client.get("/api/integrations/google/syncs")).json.syncs as { id: string; status: string }[]).map((s) => [
            s.id,
            s.status,
          ]),
        );
      expect(await statuses()).toEqual({ [first.json.sync.id]: "discarded", [second.json.sync.id]: "preview" });
      expect((await admin.client.post(`/api/integrations/google/syncs/${first.json.sync.id}/apply`)).status).toBe(409);

      // A preview read before another one is applied is outdated by it.
      const third = await admin.client.post("/api/integrations/google/syncs");
      expect((await admin.client.post(`/api/integrations/google/syncs/${third.json.sync.id}/apply`)).status).toBe(200);
      expect(await statuses()).toMatchObject({ [second.json.sync.id]: "discarded", [third.json.sync.id]: "applied" });
    });

    it("links a member who already signed in by address, and leaves another company's address alone", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      const member = await addMember(ctx(), accountId);
      const other = await createCompany(ctx(), "Other");
      const people = generateDirectoryUsers(3, domain);
      people[0].primaryEmail = member.email;
      people[1].primaryEmail = other.admin.email;
      fake.setUsers(people);
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.json.sync.counts).toMatchObject({ created: 1, updated: 1 });
      expect(preview.json.plan.updated[0].changes).toEqual(expect.arrayContaining([{ field: "source", before: null, after: "google" }]));
      await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      const [link] = await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, member.userId));
      expect(link.externalId).toBe(people[0].id);
      // The user's name follows the directory's, as a profile edit makes it follow the profile.
      const [linked] = await ctx().deps.db.select({ name: users.name }).from(users).where(eq(users.id, member.userId));
      expect(linked.name).toBe(`${people[0].name.givenName} ${people[0].name.familyName}`);
      // The other company's admin is still theirs alone.
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, other.admin.userId))).toHaveLength(1);
    });

    it("an address another company's user took between the preview and its apply stays theirs; the others are created", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      const people = generateDirectoryUsers(3, domain);
      fake.setUsers(people);
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.json.sync.counts).toMatchObject({ created: 3 });
      // The company's verified domain refuses sign-ups, so another company's member takes the
      // address as any other way would leave it: a user with that address, elsewhere.
      const other = await createCompany(ctx(), "Took an address meanwhile");
      const meanwhile = { ...(await addMember(ctx(), other.accountId)), accountId: other.accountId };
      await ctx().deps.db.update(users).set({ email: people[1].primaryEmail }).where(eq(users.id, meanwhile.userId));
      const applied = await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      expect(applied.status).toBe(200);
      expect(applied.json.sync.counts).toMatchObject({ created: 2 });
      const team = await ctx()
        .deps.db.select({ email: users.email, externalId: directoryMembers.externalId, firstName: profiles.firstName })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .innerJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(directoryMembers, eq(directoryMembers.userId, users.id))
        .where(eq(accountUsers.accountId, accountId));
      expect(team.filter((m) => m.externalId).sort((a, b) => a.email.localeCompare(b.email))).toEqual(
        [people[0], people[2]]
          .map((p) => ({ email: p.primaryEmail, externalId: p.id, firstName: p.name.givenName }))
          .sort((a, b) => a.email.localeCompare(b.email)),
      );
      // Its user keeps their company, with no directory link.
      expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, meanwhile.userId))).toEqual([
        expect.objectContaining({ accountId: meanwhile.accountId }),
      ]);
      expect(await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, meanwhile.userId))).toEqual([]);
    });

    it("a scheduled sync applies by itself but never deactivates more than 10 % of the members: a directory answering zero users empties nothing", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      const people = generateDirectoryUsers(30, domain);
      fake.setUsers(people);
      const connection = (await loadGoogleConnection(ctx().deps, accountId))!;
      const first = await runScheduledSync(ctx().deps.db, accountId, googleDirectory(ctx().deps, connection));
      const [applied] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, first.syncId));
      expect(applied).toMatchObject({ status: "applied", startedBy: null, counts: { created: 30 } });

      // Three of 31 members gone: within 10 %, applied.
      fake.setUsers(people.slice(0, 27));
      const small = await runScheduledSync(ctx().deps.db, accountId, googleDirectory(ctx().deps, connection));
      const [smallRow] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, small.syncId));
      expect(smallRow).toMatchObject({ status: "applied", counts: { deactivated: 3 } });

      fake.setUsers([]);
      const empty = await runScheduledSync(ctx().deps.db, accountId, googleDirectory(ctx().deps, connection));
      const [held] = await ctx().deps.db.select().from(directorySyncs).where(eq(directorySyncs.id, empty.syncId));
      expect(held.status).toBe("held");
      expect(held.counts.deactivated).toBe(0);
      expect(held.error).toMatch(/27 of 28 members would be deactivated/);
      const deactivated = await ctx()
        .deps.db.select()
        .from(directoryMembers)
        .where(and(eq(directoryMembers.accountId, accountId)));
      expect(deactivated.filter((d) => d.deactivatedAt)).toHaveLength(3);
      // The history says who ran it (the schedule); an admin may confirm the held deactivations.
      const history = await admin.client.get("/api/integrations/google/syncs");
      expect(history.json.syncs[0]).toMatchObject({ status: "held", trigger: "schedule" });
      const confirmed = await admin.client.post(`/api/integrations/google/syncs/${empty.syncId}/apply`);
      expect(confirmed.json.sync).toMatchObject({ status: "applied", counts: { deactivated: 27 } });
    });

    it("a newer sync replaces held deactivations, scheduled or previewed by an admin: nobody confirms a stale one", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      const people = generateDirectoryUsers(20, domain);
      fake.setUsers(people);
      const connection = (await loadGoogleConnection(ctx().deps, accountId))!;
      const schedule = () => runScheduledSync(ctx().deps.db, accountId, googleDirectory(ctx().deps, connection));
      const statusOf = async (id: string) =>
        (await ctx().deps.db.select({ status: directorySyncs.status }).from(directorySyncs).where(eq(directorySyncs.id, id)))[0].status;
      await schedule();
      fake.setUsers([]);
      const first = await schedule();
      expect(await statusOf(first.syncId)).toBe("held");
      // Half of them are back: the next scheduled sync holds its own deactivations instead.
      fake.setUsers(people.slice(0, 10));
      const second = await schedule();
      expect(await statusOf(second.syncId)).toBe("held");
      expect(await statusOf(first.syncId)).toBe("discarded");
      const stale = await admin.client.post(`/api/integrations/google/syncs/${first.syncId}/apply`);
      expect(stale.status).toBe(409);
      // An admin's preview replaces the held one too; the preview is what can be confirmed.
      fake.setUsers(people.slice(0, 15));
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.json.sync).toMatchObject({ status: "preview", counts: { deactivated: 5 } });
      expect(await statusOf(second.syncId)).toBe("discarded");
      expect((await admin.client.post(`/api/integrations/google/syncs/${second.syncId}/apply`)).status).toBe(409);
      const applied = await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      expect(applied.json.sync).toMatchObject({ status: "applied", counts: { deactivated: 5 } });
      const members = await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.accountId, accountId));
      expect(members.filter((m) => m.deactivatedAt)).toHaveLength(5);
      // Held again, then a scheduled sync within the brake applies and discards it.
      fake.setUsers([]);
      const third = await schedule();
      expect(await statusOf(third.syncId)).toBe("held");
      fake.setUsers(people.slice(0, 14));
      const fourth = await schedule();
      expect(await statusOf(fourth.syncId)).toBe("applied");
      expect(await statusOf(third.syncId)).toBe("discarded");
    });

    it("records a failed sync with what Google's refusal means and what to do when delegation is missing", async () => {
      const { admin } = await connectedCompany(ctx(), [GMAIL_SCOPE]);
      const res = await admin.client.post("/api/integrations/google/syncs");
      expect(res.status).toBe(201);
      expect(res.json.sync.status).toBe("failed");
      expect(res.json.sync.error).toMatch(/^Domain-wide delegation is not set up for this scope yet\. In Google Admin/);
      expect(res.json.sync.error).not.toMatch(/unauthorized_client|Client is unauthorized/);
      expect((await admin.client.post(`/api/integrations/google/syncs/${res.json.sync.id}/apply`)).status).toBe(409);
    });

    it("gives another company's admin 404 and members 403 on every sync route, and changes nothing", async () => {
      const { admin, accountId, domain } = await connectedCompany(ctx());
      fake.setUsers(generateDirectoryUsers(2, domain));
      const preview = await admin.client.post("/api/integrations/google/syncs");
      const id = preview.json.sync.id;
      const other = await createCompany(ctx(), "Other");
      const member = await addMember(ctx(), accountId);
      for (const [method, path] of [
        ["GET", `/api/integrations/google/syncs/${id}`],
        ["POST", `/api/integrations/google/syncs/${id}/apply`],
        ["POST", `/api/integrations/google/syncs/${id}/discard`],
      ] as const) {
        expect((await other.admin.client.request(method, path, method === "POST" ? {} : undefined)).status).toBe(404);
        expect((await member.client.request(method, path, method === "POST" ? {} : undefined)).status).toBe(403);
      }
      expect((await other.admin.client.post("/api/integrations/google/syncs")).status).toBe(404);
      expect((await member.client.post("/api/integrations/google/syncs")).status).toBe(403);
      expect((await member.client.get("/api/integrations/google/syncs")).status).toBe(403);
      expect((await other.admin.client.get("/api/integrations/google/syncs")).json.syncs).toEqual([]);
      const still = await admin.client.get(`/api/integrations/google/syncs/${id}`);
      expect(still.json.sync.status).toBe("preview");
      const discarded = await admin.client.post(`/api/integrations/google/syncs/${id}/discard`);
      expect(discarded.json.sync.status).toBe("discarded");
    });
  },
  config(),
);
