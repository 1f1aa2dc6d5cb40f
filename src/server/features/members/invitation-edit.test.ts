import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { auditLog, departments, profiles, userInvitations } from "../../db/schema";

const office = { locationName: "Lisbon", address: "Rua Augusta 1", phoneNumber: "+351 21 000 0000" };

async function setup(ctx: TestContext) {
  const company = await createCompany(ctx);
  const [department] = await ctx.deps.db.insert(departments).values({ accountId: company.accountId, name: "Sales" }).returning();
  const officeId = (await company.admin.client.post("/api/offices", office)).json.office.id as string;
  const email = uniqueEmail("invitee");
  const res = await company.admin.client.post("/api/invitations", { email, role: "user" });
  expect(res.status).toBe(201);
  const mail = await ctx.smtp!.waitFor(email);
  const secret = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
  return { ...company, departmentId: department.id, officeId, email, id: res.json.invitation.id as string, secret };
}

describeEachDatabase(
  "editing an invitation",
  (ctx) => {
    it("changes the role, department and office, answers the team row and records the change", async () => {
      const { admin, accountId, departmentId, officeId, id, email } = await setup(ctx());
      const res = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "admin", departmentId, officeId });
      expect(res.status).toBe(200);
      expect(res.json.invitation).toMatchObject({
        kind: "invitation",
        id,
        email,
        role: "admin",
        status: "invited",
        department: { id: departmentId, name: "Sales" },
        office: { id: officeId, name: "Lisbon" },
      });
      const [stored] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(stored).toMatchObject({ role: "admin", departmentId, officeId, status: "pending" });
      const [entry] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "invitation.updated")));
      expect(entry).toMatchObject({ targetType: "invitation", targetId: id, targetLabel: email });
      expect(entry.data).toEqual({ changes: { role: ["user", "admin"], departmentId: [null, departmentId], officeId: [null, officeId] } });

      // Clearing the department and office: empty values mean none.
      const cleared = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "admin", departmentId: "", officeId: null });
      expect(cleared.json.invitation).toMatchObject({ department: null, office: null });
    });

    it("records nothing when nothing changes", async () => {
      const { admin, accountId, id } = await setup(ctx());
      expect((await admin.client.request("PUT", `/api/invitations/${id}`, { role: "user" })).status).toBe(200);
      const entries = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "invitation.updated")));
      expect(entries).toEqual([]);
    });

    it("gives the invitee what the edited invitation says when they accept it", async () => {
      const { admin, accountId, departmentId, officeId, id, email, secret } = await setup(ctx());
      await admin.client.request("PUT", `/api/invitations/${id}`, { role: "admin", departmentId, officeId });
      const client = ctx().client();
      const joined = await client.post("/api/session/sign-up", {
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        first_name: "New",
        last_name: "Member",
        acceptTerms: true,
        invitation_id: id,
        invitation_token: secret,
      });
      expect(joined.status).toBe(201);
      const me = await client.get("/api/me");
      expect(me.json.membership).toEqual({ accountId, role: "admin" });
      const [profile] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, me.json.user.id));
      expect(profile).toMatchObject({ departmentId, officeId });
    });

    it("validates as when inviting, naming the field", async () => {
      const { admin, id } = await setup(ctx());
      const role = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "owner" });
      expect(role.status).toBe(400);
      expect(role.json.error.fields.role).toBeTruthy();
      const department = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "user", departmentId: "nope" });
      expect(department.status).toBe(400);
      expect(department.json.error.fields.departmentId).toBeTruthy();
      // Another company's department and office are not this account's to give.
      const other = await createCompany(ctx());
      const [theirs] = await ctx().deps.db.insert(departments).values({ accountId: other.accountId, name: "Theirs" }).returning();
      const theirOffice = (await other.admin.client.post("/api/offices", office)).json.office.id;
      const foreign = await admin.client.request("PUT", `/api/invitations/${id}`, {
        role: "user",
        departmentId: theirs.id,
        officeId: theirOffice,
      });
      expect(foreign.status).toBe(400);
      expect(Object.keys(foreign.json.error.fields).sort()).toEqual(["departmentId", "officeId"]);
      const superAdmin = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "super_admin" });
      expect(superAdmin.status).toBe(403);
      const [stored] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(stored).toMatchObject({ role: "user", departmentId: null, officeId: null });
    });

    it("lets only a super admin change an invitation that makes a super admin", async () => {
      const { admin, accountId } = await setup(ctx());
      const superAdmin = await addMember(ctx(), accountId, "super_admin");
      const email = uniqueEmail("operator");
      const created = await superAdmin.client.post("/api/invitations", { email, role: "super_admin" });
      expect(created.status).toBe(201);
      const id = created.json.invitation.id;
      expect((await admin.client.request("PUT", `/api/invitations/${id}`, { role: "user" })).status).toBe(403);
      expect((await superAdmin.client.request("PUT", `/api/invitations/${id}`, { role: "admin" })).status).toBe(200);
    });

    it("refuses an accepted or revoked invitation with 409, and an unknown one with 404", async () => {
      const { admin, id } = await setup(ctx());
      expect((await admin.client.post(`/api/invitations/${id}/revoke`)).status).toBe(204);
      const closed = await admin.client.request("PUT", `/api/invitations/${id}`, { role: "admin" });
      expect(closed.status).toBe(409);
      expect(closed.json.error.code).toBe("invitation_closed");
      expect((await admin.client.request("PUT", `/api/invitations/${crypto.randomUUID()}`, { role: "admin" })).status).toBe(404);
    });
  },
  {},
  { smtp: true },
);
