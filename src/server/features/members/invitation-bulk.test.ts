import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, uniqueEmail } from "../../test/factories";
import { auditLog, companyOffices, departments, userInvitations } from "../../db/schema";
import type { Mailer } from "../../lib/mailer";

type Ctx = () => TestContext;
type Row = { line: number; status: string; reason: string | null; values: { email: string }; row: unknown };

async function preview(
  client: Awaited<ReturnType<typeof createCompany>>["admin"]["client"],
  text: string,
  source = "csv",
  defaults?: object,
) {
  return client.post("/api/invitations/preview", { source, text, ...(defaults ? { defaults } : {}) });
}

function failingMailer(ctx: Ctx) {
  const real = ctx().deps.mailer;
  const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP is down")) };
  ctx().deps.mailer = failing;
  return () => {
    ctx().deps.mailer = real;
  };
}

describeEachDatabase(
  "bulk invitations",
  (ctx) => {
    it("reads CSV with a BOM, semicolons, quoted commas, empty lines and headers in any order and case", async () => {
      const { admin } = await createCompany(ctx());
      const a = uniqueEmail("a");
      const b = uniqueEmail("b");
      const csv = `\uFEFFRole;EMAIL;Last_Name;First Name;Job_Title\r\nadmin;${a.toUpperCase()};"O'Neil";Ann;"Sales, Europe"\r\n\r\n;${b};Berg;Bo;\r\n\r\n`;
      const res = await preview(admin.client, csv);
      expect(res.status).toBe(200);
      expect(res.json.rows).toHaveLength(2);
      expect(res.json.rows[0]).toMatchObject({
        line: 2,
        status: "ready",
        row: { email: a, firstName: "Ann", lastName: "O'Neil", jobTitle: "Sales, Europe", role: "admin" },
      });
      expect(res.json.rows[1]).toMatchObject({ line: 4, status: "ready", row: { email: b, role: "user", jobTitle: null } });
      const comma = await preview(admin.client, `email,first_name,job_title\n${a},Ann,"Sales, Europe"\n`);
      expect(comma.json.rows[0].row).toMatchObject({ email: a, jobTitle: "Sales, Europe" });
    });

    it("gives every row a status: invalid with its reason, duplicate, member, invited, unknown department or office", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const member = await addMember(ctx(), accountId);
      const invited = uniqueEmail("invited");
      await admin.client.post("/api/invitations", { email: invited, role: "user" });
      await ctx().deps.db.insert(departments).values({ accountId, name: "Sales" });
      const fresh = uniqueEmail("fresh");
      const csv = [
        "email,first_name,department,office,role",
        `${fresh},Fay,sales,,user`,
        `not-an-email,X,,,user`,
        `${uniqueEmail()},Y,,,boss`,
        `${fresh},Fay again,,,user`,
        `${member.email},M,,,user`,
        `${invited},I,,,user`,
        `${uniqueEmail()},U,Support,Berlin,user`,
        `${uniqueEmail()},S,,,super_admin`,
        `,,Sales,,`,
      ].join("\n");
      const res = await preview(admin.client, csv);
      expect(res.status).toBe(200);
      const statuses = res.json.rows.map((r: Row) => [r.status, r.reason]);
      expect(statuses).toEqual([
        ["ready", null],
        ["invalid", "not an email address"],
        ["invalid", "unknown role: write Member or Admin"],
        ["duplicate", "duplicate in this file"],
        ["member", "already a member"],
        ["invited", "already invited"],
        ["unknown", 'unknown department "Support", unknown office "Berlin"'],
        ["invalid", "only super admins can invite super admins"],
        ["invalid", "no email address"],
      ]);
      expect(res.json.missing).toEqual({ departments: ["Support"], offices: ["Berlin"] });
      // Nothing was stored by the preview.
      expect(await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.accountId, accountId))).toHaveLength(1);
    });

    it("reads a pasted list with the dialog's role, department and office for every address", async () => {
      const { admin, accountId } = await createCompany(ctx());
      await ctx().deps.db.insert(departments).values({ accountId, name: "Ops" });
      const a = uniqueEmail();
      const b = uniqueEmail();
      const res = await preview(admin.client, `${a}, ${b}\nJane Doe <${uniqueEmail("jane")}>\n\n`, "list", {
        role: "admin",
        department: "Ops",
      });
      expect(res.status).toBe(200);
      expect(res.json.rows.map((r: Row) => r.status)).toEqual(["ready", "ready", "ready"]);
      expect(res.json.rows[2].row).toMatchObject({ firstName: "Jane", lastName: "Doe", role: "admin", department: "Ops" });
    });

    it("refuses a file without an email column, an empty text and more than 10,000 rows, naming the field", async () => {
      const { admin } = await createCompany(ctx());
      const noEmail = await preview(admin.client, "name,role\nAnn,user\n");
      expect(noEmail.status).toBe(400);
      expect(noEmail.json.error.fields.text).toMatch(/no email column/);
      expect((await preview(admin.client, "\n\n", "list")).json.error.fields.text).toBe(
        "Paste at least one email address, or choose a CSV file.",
      );
      const many = ["email", ...Array.from({ length: 10_001 }, (_, i) => `p${i}@example.com`)].join("\n");
      const tooMany = await preview(admin.client, many);
      expect(tooMany.status).toBe(400);
      expect(tooMany.json.error.fields.text).toMatch(/At most 10,000 rows/);
      const tenThousand = await preview(
        admin.client,
        ["email", ...Array.from({ length: 10_000 }, (_, i) => `p${i}@example.com`)].join("\n"),
      );
      expect(tenThousand.status).toBe(200);
      expect(tenThousand.json.rows).toHaveLength(10_000);
    });

    it("sends only the rows that can be sent, in one transaction, each audit-logged, and reports every row", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const member = await addMember(ctx(), accountId);
      const a = uniqueEmail("bulk-a");
      const b = uniqueEmail("bulk-b");
      const res = await admin.client.post("/api/invitations/bulk", {
        rows: [
          { email: a, firstName: "Ann", lastName: null, jobTitle: "CFO", department: "Finance", office: "Paris", role: "admin" },
          { email: b, role: "user" },
          { email: member.email, role: "user" },
          { email: a, role: "user" },
        ],
        createMissing: false,
      });
      expect(res.status).toBe(200);
      expect(res.json.results.map((r: { result: string; status: string }) => [r.result, r.status])).toEqual([
        ["skipped", "unknown"],
        ["invited", "ready"],
        ["skipped", "member"],
        ["skipped", "duplicate"],
      ]);
      expect(res.json.results[1].emailSent).toBe(true);
      await ctx().smtp!.waitFor(b);
      const withPlaces = await admin.client.post("/api/invitations/bulk", {
        rows: [{ email: a, firstName: "Ann", jobTitle: "CFO", department: "Finance", office: "Paris", role: "admin" }],
        createMissing: true,
      });
      expect(withPlaces.json.results[0]).toMatchObject({ result: "invited", status: "ready" });
      expect(withPlaces.json.created).toEqual({ departments: ["Finance"], offices: ["Paris"] });
      const [stored] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.email, a));
      const [dept] = await ctx()
        .deps.db.select()
        .from(departments)
        .where(and(eq(departments.accountId, accountId), eq(departments.name, "Finance")));
      const [office] = await ctx().deps.db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId));
      expect(stored).toMatchObject({
        role: "admin",
        firstName: "Ann",
        jobTitle: "CFO",
        departmentId: dept.id,
        officeId: office.id,
        emailStatus: "sent",
      });
      const actions = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action).sort();
      expect(actions).toEqual(["department.created", "invitation.created", "invitation.created", "office.created"]);
    });

    it("refuses more than 1,000 rows in one batch and bad rows, naming the fields", async () => {
      const { admin } = await createCompany(ctx());
      const big = await admin.client.post("/api/invitations/bulk", {
        rows: Array.from({ length: 1001 }, (_, i) => ({ email: `x${i}@example.com`, role: "user" })),
      });
      expect(big.status).toBe(400);
      expect(big.json.error.fields.rows).toBe("At most 1000 rows per request");
      const bad = await admin.client.post("/api/invitations/bulk", { rows: [{ email: "nope", role: "chief" }] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.error.fields).sort()).toEqual(["rows.0.email", "rows.0.role"]);
    });

    it("marks a failed email on the invitation, keeps it, and sends it again on resend", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail("unlucky");
      const restore = failingMailer(ctx);
      let res;
      try {
        res = await admin.client.post("/api/invitations/bulk", { rows: [{ email, role: "user" }] });
      } finally {
        restore();
      }
      expect(res.json.results[0]).toMatchObject({ result: "invited", emailSent: false });
      const [failed] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.email, email));
      expect(failed).toMatchObject({ status: "pending", emailStatus: "failed", emailError: "The email could not be sent." });
      const team = await admin.client.get("/api/team?status=invited");
      expect(team.json.rows[0]).toMatchObject({ email, emailStatus: "failed" });

      const resent = await admin.client.post(`/api/invitations/${failed.id}/resend`);
      expect(resent.status).toBe(200);
      expect(resent.json).toMatchObject({ emailSent: true, invitation: { id: failed.id, emailStatus: "sent", status: "invited" } });
      const mail = await ctx().smtp!.waitFor(email);
      expect(mail.text).toContain(`invitation=${failed.id}`);
      const [after] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, failed.id));
      expect(after.token).not.toBe(failed.token);
      expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(failed.expiresAt.getTime());
      const entries = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "invitation.resent")));
      expect(entries).toHaveLength(1);
    });

    it("resends an expired invitation with a new expiry, revokes an open one, and refuses a closed one", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const email = uniqueEmail();
      const { json } = await admin.client.post("/api/invitations", { email, role: "user" });
      const id = json.invitation.id;
      await ctx()
        .deps.db.update(userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userInvitations.id, id));
      const resent = await admin.client.post(`/api/invitations/${id}/resend`);
      expect(resent.json.invitation.status).toBe("invited");
      expect(new Date(resent.json.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      expect((await admin.client.post(`/api/invitations/${id}/revoke`)).status).toBe(204);
      const [row] = await ctx().deps.db.select().from(userInvitations).where(eq(userInvitations.id, id));
      expect(row.status).toBe("revoked");
      expect((await ctx().client().get(`/api/invitations/${id}/public?token=any`)).status).toBe(404);
      expect((await admin.client.post(`/api/invitations/${id}/resend`)).status).toBe(409);
      expect((await admin.client.post(`/api/invitations/${id}/revoke`)).status).toBe(409);
      const [entry] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "invitation.revoked")));
      expect(entry).toMatchObject({ targetId: id, targetLabel: email });
      expect((await admin.client.get("/api/team")).json.counts).toMatchObject({ invited: 0, expired: 0 });
    });
  },
  {},
  { smtp: true },
);
