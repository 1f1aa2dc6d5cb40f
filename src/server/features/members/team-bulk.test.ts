// The team table's bulk actions: several members into a department or an office, several
// invitations resent or revoked, each in one request, all or none, every change audited.
import { expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, uniqueEmail } from "../../test/factories";
import { auditLog, companyOffices, departments, profiles, userInvitations } from "../../db/schema";
import { TEAM_BULK_MAX } from "../../../shared/members/team-schema";

type Ctx = () => TestContext;
type Admin = Awaited<ReturnType<typeof createCompany>>["admin"];

async function auditOf(ctx: Ctx, accountId: string, action: string) {
  return ctx()
    .deps.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));
}

async function invite(admin: Admin, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await admin.client.post("/api/invitations", { email: uniqueEmail("bulk"), role: "user" });
    expect(res.status).toBe(201);
    ids.push(res.json.invitation.id);
  }
  return ids;
}

async function invitationsOf(ctx: Ctx, ids: string[]) {
  return ctx()
    .deps.db.select({ id: userInvitations.id, status: userInvitations.status, token: userInvitations.token })
    .from(userInvitations)
    .where(inArray(userInvitations.id, ids))
    .orderBy(userInvitations.id);
}

async function placesOf(ctx: Ctx, ids: string[]) {
  return ctx()
    .deps.db.select({ id: profiles.id, departmentId: profiles.departmentId, officeId: profiles.officeId })
    .from(profiles)
    .where(inArray(profiles.id, ids))
    .orderBy(profiles.id);
}

describeEachDatabase("team bulk actions", (ctx) => {
  it("puts several members in a department in one request, one audit entry per member changed", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const [sales] = await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" }).returning();
    const members = [await addMember(ctx(), accountId), await addMember(ctx(), accountId), await addMember(ctx(), accountId)];
    const ids = members.map((m) => m.userId);
    // One is in Sales already: it is not changed again.
    await ctx().deps.db.update(profiles).set({ departmentId: sales.id }).where(eq(profiles.id, ids[0]));

    const res = await admin.client.post("/api/team/members/bulk", { ids, departmentId: sales.id });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ updated: 2 });
    expect((await placesOf(ctx, ids)).every((p) => p.departmentId === sales.id)).toBe(true);
    const audits = await auditOf(ctx, accountId, "member.updated");
    expect(audits.map((a) => a.targetId).sort()).toEqual([ids[1], ids[2]].sort());
  });

  it("sets or clears the office and leaves the department as it is", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Ops" }).returning();
    const [office] = await ctx().deps.db.insert(companyOffices).values({ accountId, locationName: "Lisbon" }).returning();
    const a = await addMember(ctx(), accountId);
    const b = await addMember(ctx(), accountId);
    await ctx()
      .deps.db.update(profiles)
      .set({ departmentId: dept.id })
      .where(inArray(profiles.id, [a.userId, b.userId]));

    expect((await admin.client.post("/api/team/members/bulk", { ids: [a.userId, b.userId], officeId: office.id })).status).toBe(200);
    expect((await placesOf(ctx, [a.userId, b.userId])).map((p) => [p.departmentId, p.officeId])).toEqual([
      [dept.id, office.id],
      [dept.id, office.id],
    ]);
    expect((await admin.client.post("/api/team/members/bulk", { ids: [a.userId], officeId: null })).json).toEqual({ updated: 1 });
    expect((await placesOf(ctx, [a.userId]))[0]).toMatchObject({ departmentId: dept.id, officeId: null });
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const other = await createCompany(ctx());
    const [theirs] = await ctx().deps.db.insert(departments).values({ accountId: other.accountId, name: "Theirs" }).returning();
    const member = await addMember(ctx(), accountId);
    const ids = [member.userId];

    const tooMany = await admin.client.post("/api/team/members/bulk", {
      ids: Array.from({ length: TEAM_BULK_MAX + 1 }, (_, i) => `user-${i}`),
      departmentId: null,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.fields.ids).toBe(`At most ${TEAM_BULK_MAX} rows at once`);
    const none = await admin.client.post("/api/team/members/bulk", { ids: [], departmentId: null });
    expect(none.json.error.fields.ids).toBe("Choose at least one row");
    const nothing = await admin.client.post("/api/team/members/bulk", { ids });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error.fields.departmentId).toBe("Choose a department or an office");
    const malformed = await admin.client.post("/api/team/members/bulk", { ids, officeId: "Berlin" });
    expect(malformed.json.error.fields.officeId).toBe("Please choose an office from the list");
    const foreign = await admin.client.post("/api/team/members/bulk", { ids, departmentId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.departmentId).toBe("Please choose a department from the list");

    const tooManyInvitations = await admin.client.post("/api/team/invitations/revoke", {
      ids: Array.from({ length: TEAM_BULK_MAX + 1 }, () => crypto.randomUUID()),
    });
    expect(tooManyInvitations.status).toBe(400);
    expect(Object.keys(tooManyInvitations.json.error.fields)).toEqual(["ids"]);
    expect((await placesOf(ctx, ids))[0].departmentId).toBeNull();
    expect(await auditOf(ctx, accountId, "member.updated")).toHaveLength(0);
  });

  it("answers 404 and changes nobody when one id is not a member of the account", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const other = await createCompany(ctx());
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Ops" }).returning();
    const mine = await addMember(ctx(), accountId);
    const theirs = await addMember(ctx(), other.accountId);
    for (const stranger of [theirs.userId, "no-such-user"]) {
      const res = await admin.client.post("/api/team/members/bulk", { ids: [mine.userId, stranger], departmentId: dept.id });
      expect(res.status).toBe(404);
    }
    expect((await placesOf(ctx, [mine.userId, theirs.userId])).every((p) => p.departmentId === null)).toBe(true);
    expect(await auditOf(ctx, accountId, "member.updated")).toHaveLength(0);
  });

  it("resends several invitations with new links, audits each, and emails them after the commit", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const ids = await invite(admin, 2);
    const before = await invitationsOf(ctx, ids);

    const res = await admin.client.post("/api/team/invitations/resend", { ids });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ resent: 2, emailsSent: 2 });
    const after = await invitationsOf(ctx, ids);
    expect(after.map((i) => i.token)).not.toContain(before[0].token);
    expect(after.map((i) => i.token)).not.toContain(before[1].token);
    expect((await auditOf(ctx, accountId, "invitation.resent")).map((a) => a.targetId).sort()).toEqual([...ids].sort());
  });

  it("resends none when one was resent a moment ago, and says which address", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const ids = await invite(admin, 2);
    expect((await admin.client.post(`/api/invitations/${ids[1]}/resend`)).status).toBe(200);
    const before = await invitationsOf(ctx, ids);

    const res = await admin.client.post("/api/team/invitations/resend", { ids });
    expect(res.status).toBe(429);
    expect(res.json.error.message).toMatch(/^bulk.*@.*: This invitation was sent less than/);
    expect(await invitationsOf(ctx, ids)).toEqual(before);
    expect(await auditOf(ctx, accountId, "invitation.resent")).toHaveLength(1);
  });

  it("revokes several invitations in one request, one audit entry each", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const ids = await invite(admin, 3);
    const res = await admin.client.post("/api/team/invitations/revoke", { ids: [ids[0], ids[1], ids[0]] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ revoked: 2 });
    const statuses = Object.fromEntries((await invitationsOf(ctx, ids)).map((i) => [i.id, i.status]));
    expect([statuses[ids[0]], statuses[ids[1]], statuses[ids[2]]]).toEqual(["revoked", "revoked", "pending"]);
    expect(await auditOf(ctx, accountId, "invitation.revoked")).toHaveLength(2);
  });

  it("revokes none when one is already closed or belongs to another account", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const other = await createCompany(ctx());
    const ids = await invite(admin, 2);
    const [theirs] = await invite(other.admin, 1);
    expect((await admin.client.post(`/api/invitations/${ids[1]}/revoke`)).status).toBe(204);

    const closed = await admin.client.post("/api/team/invitations/revoke", { ids });
    expect(closed.status).toBe(409);
    expect(closed.json.error.message).toContain("was accepted or revoked");
    for (const stranger of [theirs, crypto.randomUUID(), "not-a-uuid"]) {
      expect((await admin.client.post("/api/team/invitations/revoke", { ids: [ids[0], stranger] })).status).toBe(404);
      expect((await admin.client.post("/api/team/invitations/resend", { ids: [ids[0], stranger] })).status).toBe(404);
    }
    expect((await invitationsOf(ctx, [ids[0], theirs])).map((i) => i.status)).toEqual(["pending", "pending"]);
    expect(await auditOf(ctx, accountId, "invitation.revoked")).toHaveLength(1);
    expect(await auditOf(ctx, accountId, "invitation.resent")).toHaveLength(0);
  });
});
