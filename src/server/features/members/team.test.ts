import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, uniqueEmail } from "../../test/factories";
import {
  accountUsers,
  auditLog,
  campaigns,
  companyOffices,
  departments,
  profiles,
  userCampaignSelections,
  userInvitations,
  userSignatures,
  users,
} from "../../db/schema";
import { ensureSignatureFor } from "./test-helpers";

type Ctx = () => TestContext;

async function auditOf(ctx: Ctx, accountId: string, action: string) {
  return ctx()
    .deps.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));
}

describeEachDatabase("team list", (ctx) => {
  it("lists members and open invitations in one table, with search, filters, sort and pages", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const [office] = await ctx().deps.db.insert(companyOffices).values({ accountId, locationName: "Berlin" }).returning();
    const member = await addMember(ctx(), accountId);
    await ctx()
      .deps.db.update(profiles)
      .set({ firstName: "Zoe", lastName: "Zimmer", departmentId: dept.id, officeId: office.id, jobTitle: "Seller" })
      .where(eq(profiles.id, member.userId));
    await ensureSignatureFor(ctx(), member.userId, accountId, { lastCopiedAt: new Date("2026-01-02T10:00:00Z") });
    const invited = uniqueEmail("invitee");
    expect((await admin.client.post("/api/invitations", { email: invited, role: "admin" })).status).toBe(201);

    const page = await admin.client.get("/api/team?sort=name&order=asc");
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(3);
    expect(page.json.counts).toEqual({ members: 2, invited: 1, expired: 0 });
    const zoe = page.json.rows.find((r: { email: string }) => r.email === member.email);
    expect(zoe).toMatchObject({
      kind: "member",
      id: member.userId,
      firstName: "Zoe",
      status: "member",
      role: "user",
      department: { id: dept.id, name: "Sales" },
      office: { id: office.id, name: "Berlin" },
      signature: { state: "copied", at: "2026-01-02T10:00:00+00:00" },
    });
    const invitation = page.json.rows.find((r: { email: string }) => r.email === invited);
    expect(invitation).toMatchObject({ kind: "invitation", status: "invited", role: "admin", emailStatus: "sent" });
    expect(page.json.rows.find((r: { id: string }) => r.id === admin.userId).signature.state).toMatch(/none|created/);

    const search = await admin.client.get(`/api/team?search=zim`);
    expect(search.json.rows.map((r: { email: string }) => r.email)).toEqual([member.email]);
    expect((await admin.client.get(`/api/team?search=${encodeURIComponent(invited.slice(0, 12))}`)).json.total).toBe(1);
    expect((await admin.client.get(`/api/team?search=%25`)).json.total).toBe(0);
    expect((await admin.client.get(`/api/team?status=invited`)).json.rows.map((r: { email: string }) => r.email)).toEqual([invited]);
    expect((await admin.client.get(`/api/team?role=admin`)).json.total).toBe(2);
    expect((await admin.client.get(`/api/team?departmentId=${dept.id}`)).json.total).toBe(1);
    expect((await admin.client.get(`/api/team?officeId=${office.id}`)).json.total).toBe(1);

    const first = await admin.client.get("/api/team?pageSize=2&page=1&sort=email&order=asc");
    const second = await admin.client.get("/api/team?pageSize=2&page=2&sort=email&order=asc");
    expect(first.json.rows).toHaveLength(2);
    expect(second.json.rows).toHaveLength(1);
    expect(second.json.total).toBe(3);
    const emails = [...first.json.rows, ...second.json.rows].map((r: { email: string }) => r.email);
    expect(emails).toEqual([...emails].sort());
    const beyond = await admin.client.get("/api/team?pageSize=2&page=9");
    expect(beyond.json).toMatchObject({ rows: [], total: 3 });
  });

  it("names each bad filter in a 400", async () => {
    const { admin } = await createCompany(ctx());
    const res = await admin.client.get("/api/team?pageSize=500&role=boss&status=gone&sort=height&departmentId=x");
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["departmentId", "pageSize", "role", "sort", "status"]);
  });

  it("shows an expired invitation as expired until the address is invited again", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const email = uniqueEmail();
    await admin.client.post("/api/invitations", { email, role: "user" });
    await ctx()
      .deps.db.update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.email, email));
    const page = await admin.client.get("/api/team?status=expired");
    expect(page.json.rows.map((r: { email: string }) => r.email)).toEqual([email]);
    expect(page.json.counts).toMatchObject({ invited: 0, expired: 1 });
    await admin.client.post("/api/invitations", { email, role: "user" });
    const after = await admin.client.get("/api/team");
    expect(after.json.rows.filter((r: { email: string }) => r.email === email).map((r: { status: string }) => r.status)).toEqual([
      "invited",
    ]);
    expect(await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.accountId, accountId))).toHaveLength(2);
  });

  it("exports the team as CSV with a BOM, the import's columns first, formulas escaped", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    await ctx().deps.db.update(profiles).set({ jobTitle: '=cmd, "boss"' }).where(eq(profiles.id, member.userId));
    const res = await admin.client.get("/api/team/export?sort=email&order=asc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"/);
    // response.text() drops the BOM: read the bytes.
    const raw = await ctx().app.request("/api/team/export", { headers: { cookie: admin.client.cookieHeader() } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "email,first_name,last_name,job_title,department,office,role,phone,status,signature,signature_date,joined_or_invited",
    );
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=cmd, ""boss"""`);
  });
});

describeEachDatabase("team member changes", (ctx) => {
  it("edits a member's job title, phone, department and office, audit-logged with before and after", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Ops" }).returning();
    const res = await admin.client.request(
      "PUT",
      `/api/team/members/${member.userId}`,
      { jobTitle: "Engineer", personalPhone: "+49 30 1234567", departmentId: dept.id, officeId: null },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(res.status).toBe(200);
    expect(res.json.member).toMatchObject({ jobTitle: "Engineer", personalPhone: "+49 30 1234567", department: { id: dept.id } });
    const [entry] = await auditOf(ctx, accountId, "member.updated");
    expect(entry).toMatchObject({ actorUserId: admin.userId, actorEmail: admin.email, targetId: member.userId, targetLabel: member.email });
    expect((entry.data as { changes: Record<string, unknown> }).changes).toEqual({
      jobTitle: [null, "Engineer"],
      personalPhone: [null, "+49 30 1234567"],
      departmentId: [null, dept.id],
    });
    expect(entry.ip).toBeTruthy();
  });

  it("refuses another account's department or office, and bad fields, naming each field", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const other = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const [foreignDept] = await ctx().deps.db.insert(departments).values({ accountId: other.accountId, name: "Theirs" }).returning();
    const [foreignOffice] = await ctx()
      .deps.db.insert(companyOffices)
      .values({ accountId: other.accountId, locationName: "Theirs" })
      .returning();
    const res = await admin.client.request("PUT", `/api/team/members/${member.userId}`, {
      departmentId: foreignDept.id,
      officeId: foreignOffice.id,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      departmentId: "Please choose a department from the list",
      officeId: "Please choose an office from the list",
    });
    const bad = await admin.client.request("PUT", `/api/team/members/${member.userId}`, { jobTitle: "<b>", personalPhone: "abc" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["jobTitle", "personalPhone"]);
  });

  it("keeps at least one admin: the last admin can't be demoted or removed", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const demote = await admin.client.request("PUT", `/api/team/members/${admin.userId}/role`, { role: "user" });
    expect(demote.status).toBe(409);
    expect(demote.json.error).toMatchObject({
      code: "last_admin",
      message: "An account always keeps at least one admin. Make another member an admin first.",
    });
    const second = await addMember(ctx(), accountId, "admin");
    const removeLast = await second.client.delete(`/api/team/members/${admin.userId}`);
    expect(removeLast.status).toBe(204);
    const [role] = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, second.userId));
    expect(role.role).toBe("admin");
    const self = await second.client.request("PUT", `/api/team/members/${second.userId}/role`, { role: "user" });
    expect(self.status).toBe(409);
  });

  it("changes roles between user and admin, and only a super admin grants or removes super_admin", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const promote = await admin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "admin" });
    expect(promote.status).toBe(200);
    expect(promote.json.member.role).toBe("admin");
    const [entry] = await auditOf(ctx, accountId, "member.role_changed");
    expect((entry.data as { changes: unknown }).changes).toEqual({ role: ["user", "admin"] });
    const grant = await admin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "super_admin" });
    expect(grant.status).toBe(403);
    expect(grant.json.error.message).toBe("Only super admins can grant or remove the super admin role.");
    const superAdmin = await addMember(ctx(), accountId, "super_admin");
    const strip = await admin.client.request("PUT", `/api/team/members/${superAdmin.userId}/role`, { role: "admin" });
    expect(strip.status).toBe(403);
    expect((await superAdmin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "super_admin" })).status).toBe(200);
    expect((await superAdmin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "user" })).status).toBe(200);
  });

  it("removes a member with their signature and selections; their user goes when they belong nowhere else", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    await ensureSignatureFor(ctx(), member.userId, accountId, {});
    const [campaign] = await ctx().deps.db.insert(campaigns).values({ accountId, name: "Launch" }).returning();
    await ctx().deps.db.insert(userCampaignSelections).values({ userId: member.userId, campaignId: campaign.id });
    expect((await admin.client.delete(`/api/team/members/${member.userId}`)).status).toBe(204);
    expect(await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, member.userId))).toHaveLength(0);
    expect(await ctx().deps.db.select().from(userCampaignSelections).where(eq(userCampaignSelections.userId, member.userId))).toHaveLength(
      0,
    );
    expect(await ctx().deps.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(0);
    expect((await member.client.get("/api/me")).status).toBe(401);
    const [entry] = await auditOf(ctx, accountId, "member.removed");
    expect(entry).toMatchObject({ targetId: member.userId, targetLabel: member.email });
    expect(entry.data).toMatchObject({ userDeleted: true });

    // A user who (against the one-account rule, e.g. from older data) also belongs elsewhere keeps their login.
    const other = await createCompany(ctx());
    const both = await addMember(ctx(), accountId);
    await ctx().deps.db.insert(accountUsers).values({ userId: both.userId, accountId: other.accountId, role: "user" });
    expect((await admin.client.delete(`/api/team/members/${both.userId}`)).status).toBe(204);
    expect(await ctx().deps.db.select().from(users).where(eq(users.id, both.userId))).toHaveLength(1);
    expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, both.userId))).toHaveLength(1);
  });

  it("doesn't let an admin remove themselves from the team page", async () => {
    const { admin, accountId } = await createCompany(ctx());
    await addMember(ctx(), accountId, "admin");
    const res = await admin.client.delete(`/api/team/members/${admin.userId}`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("remove_self");
  });
});
