import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, setAccountStatus, signUpUser } from "../../test/factories";
import {
  accounts,
  accountUsers,
  auditLog,
  companyOffices,
  companyTemplates,
  galleryTemplates,
  outgoingEmails,
  users,
} from "../../db/schema";
import { forgetAll } from "../../auth/session-cache";

async function superAdmin(ctx: TestContext) {
  const home = await createCompany(ctx, "Operator");
  return { ...(await addMember(ctx, home.accountId, "super_admin")), homeAccountId: home.accountId };
}

describeEachDatabase("super admin panel: who may call it", (ctx) => {
  it("answers every /api/admin route to a super admin only: 403 admin and member, 401 without a session", async () => {
    const root = await superAdmin(ctx());
    const target = await createCompany(ctx(), "Guarded");
    const member = await addMember(ctx(), target.accountId, "user");
    const userId = member.userId;
    const id = target.accountId;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/overview"],
      ["GET", "/api/admin/accounts"],
      ["GET", `/api/admin/accounts/${id}`],
      ["GET", `/api/admin/accounts/${id}/audit-log`],
      ["POST", `/api/admin/accounts/${id}/activate`, {}],
      ["POST", `/api/admin/accounts/${id}/suspend`, { reason: "Test" }],
      ["DELETE", `/api/admin/accounts/${id}`, { confirmName: "nope" }],
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${userId}`],
      ["POST", `/api/admin/users/${userId}/role`, { role: "user" }],
      ["POST", `/api/admin/users/${userId}/password-reset`, {}],
      ["POST", `/api/admin/users/${userId}/revoke-sessions`, {}],
      ["DELETE", `/api/admin/users/${userId}`],
      ["GET", "/api/admin/settings"],
      [
        "PUT",
        "/api/admin/settings",
        { supportEmail: "x@example.com", requireAccountActivation: false, invitationLifetimeDays: 7, storageQuotaMb: 200 },
      ],
      ["POST", "/api/admin/settings/test-email", { to: "x@example.com" }],
      ["GET", "/api/admin/templates"],
      ["POST", "/api/admin/templates", { name: "X", html: "<p>{{full_name}}</p>" }],
      ["POST", `/api/admin/templates/${crypto.randomUUID()}/retire`, {}],
      ["POST", `/api/admin/templates/${crypto.randomUUID()}/restore`, {}],
      ["PUT", "/api/admin/templates/order", { ids: [crypto.randomUUID()] }],
      ["GET", `/api/admin/accounts/${id}/email-limit`],
      ["PUT", `/api/admin/accounts/${id}/email-limit`, { perHour: 1000, perDay: 5000, liftedUntil: null }],
    ];
    const anonymous = ctx().client();
    for (const [method, path, body] of calls) {
      expect((await target.admin.client.request(method, path, body)).status, `admin ${method} ${path}`).toBe(403);
      expect((await member.client.request(method, path, body)).status, `member ${method} ${path}`).toBe(403);
      expect((await anonymous.request(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
    }
    // Nothing of the target changed.
    const [row] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row.status).toBe("active");
    expect((await ctx().deps.db.select().from(users).where(eq(users.id, userId))).length).toBe(1);
    // The read routes answer the super admin.
    for (const [method, path] of calls.filter(([m]) => m === "GET"))
      expect((await root.client.request(method, path)).status, `super admin ${path}`).toBe(200);
  });

  it("works for a super admin whose own account is suspended or pending", async () => {
    const root = await superAdmin(ctx());
    await setAccountStatus(ctx(), root.homeAccountId, "suspended");
    expect((await root.client.get("/api/admin/overview")).status).toBe(200);
    await setAccountStatus(ctx(), root.homeAccountId, "pending_activation");
    expect((await root.client.get("/api/admin/accounts")).status).toBe(200);
    await setAccountStatus(ctx(), root.homeAccountId, "active");
  });
});

describeEachDatabase("super admin panel: accounts", (ctx) => {
  it("searches by name, website and a member's email, filters by status, sorts and pages", async () => {
    const root = await superAdmin(ctx());
    const a = await createCompany(ctx(), "Zebra Searchable");
    const b = await createCompany(ctx(), "Apple Searchable");
    const hidden = await addMember(ctx(), b.accountId, "user");
    await ctx().deps.db.update(accounts).set({ website: "https://findme-site.example" }).where(eq(accounts.id, a.accountId));
    await setAccountStatus(ctx(), b.accountId, "suspended");

    const byName = await root.client.get("/api/admin/accounts?search=searchable&sort=name");
    expect(byName.json.accounts.map((r: { id: string }) => r.id)).toEqual([b.accountId, a.accountId]);
    expect(byName.json.total).toBe(2);
    const byWebsite = await root.client.get("/api/admin/accounts?search=findme-site");
    expect(byWebsite.json.accounts.map((r: { id: string }) => r.id)).toEqual([a.accountId]);
    const byEmail = await root.client.get(`/api/admin/accounts?search=${encodeURIComponent(hidden.email.toUpperCase())}`);
    expect(byEmail.json.accounts).toEqual([expect.objectContaining({ id: b.accountId, members: 2, status: "suspended" })]);
    const suspended = await root.client.get("/api/admin/accounts?status=suspended&search=searchable");
    expect(suspended.json.accounts.map((r: { id: string }) => r.id)).toEqual([b.accountId]);
    const page = await root.client.get("/api/admin/accounts?search=searchable&sort=name&limit=1&offset=1");
    expect(page.json).toMatchObject({ total: 2, accounts: [{ id: a.accountId }] });
    const byMembers = await root.client.get("/api/admin/accounts?search=searchable&sort=members");
    expect(byMembers.json.accounts[0].id).toBe(b.accountId);
    // Like-wildcards are searched as text.
    expect((await root.client.get("/api/admin/accounts?search=%25")).json.total).toBe(0);
    expect((await root.client.get("/api/admin/accounts?status=nope")).status).toBe(400);
  });

  it("shows one account with members, templates, campaigns and its audit log", async () => {
    const root = await superAdmin(ctx());
    const { accountId, admin } = await createCompany(ctx(), "Detailed");
    await addMember(ctx(), accountId, "user");
    await root.client.post(`/api/admin/accounts/${accountId}/suspend`, { reason: "Check" });
    const res = await root.client.get(`/api/admin/accounts/${accountId}`);
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({ id: accountId, status: "suspended", suspensionReason: "Check" });
    expect(res.json.account.lastActivityAt).toEqual(expect.any(String));
    expect(res.json.members).toHaveLength(2);
    expect(res.json.members[0]).toMatchObject({ userId: admin.userId, email: admin.email, role: "admin" });
    expect(res.json.templates.length).toBeGreaterThan(0);
    expect(res.json.campaigns).toEqual(expect.any(Array));
    expect(res.json.audit[0]).toMatchObject({ action: "account.suspended", actorEmail: root.email, data: { reason: "Check" } });
    expect((await root.client.get(`/api/admin/accounts/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("suspension blocks the account's members at their next call (423)", async () => {
    const root = await superAdmin(ctx());
    const { accountId, admin } = await createCompany(ctx());
    expect((await admin.client.get("/api/offices")).status).toBe(200);
    await root.client.post(`/api/admin/accounts/${accountId}/suspend`, { reason: "Unpaid" });
    const blocked = await admin.client.get("/api/offices");
    expect(blocked.status).toBe(423);
    expect((await admin.client.get("/api/me")).json.account.suspensionReason).toBe("Unpaid");
  });

  it("deletes an account after its exact name, with everything of it, and leaves other accounts intact", async () => {
    const root = await superAdmin(ctx());
    const doomed = await createCompany(ctx(), "Doomed");
    const member = await addMember(ctx(), doomed.accountId, "user");
    const other = await createCompany(ctx(), "Survivor");
    const [{ name }] = await ctx().deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, doomed.accountId));
    const wrong = await root.client.request("DELETE", `/api/admin/accounts/${doomed.accountId}`, { confirmName: name.toLowerCase() });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.confirmName).toBe("Type the company's name exactly as shown to confirm");
    const ok = await root.client.request("DELETE", `/api/admin/accounts/${doomed.accountId}`, { confirmName: name });
    expect(ok.status).toBe(200);
    const db = ctx().deps.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, doomed.accountId))).toHaveLength(0);
    expect(await db.select().from(companyOffices).where(eq(companyOffices.accountId, doomed.accountId))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(0);
    expect((await member.client.get("/api/me")).status).toBe(401);
    // The other account and the operator are untouched.
    expect(await db.select().from(accounts).where(eq(accounts.id, other.accountId))).toHaveLength(1);
    expect((await other.admin.client.get("/api/offices")).status).toBe(200);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.deleted"), eq(auditLog.targetId, doomed.accountId)));
    expect(entries).toEqual([expect.objectContaining({ accountId: null, actorUserId: root.userId, targetLabel: name })]);
    // An account with a super admin is never deleted.
    const [{ name: home }] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, root.homeAccountId));
    expect((await root.client.request("DELETE", `/api/admin/accounts/${root.homeAccountId}`, { confirmName: home })).status).toBe(409);
  });
});

describeEachDatabase("super admin panel: users", (ctx) => {
  it("searches across accounts by name or email, filters by role and account, pages", async () => {
    const root = await superAdmin(ctx());
    const a = await createCompany(ctx());
    const b = await createCompany(ctx());
    const found = await signUpUser(ctx(), { first: "Quintessa", last: "Marlowe" });
    await ctx().deps.db.insert(accountUsers).values({ userId: found.userId, accountId: b.accountId, role: "user" });
    const byName = await root.client.get("/api/admin/users?search=quintessa%20marl");
    expect(byName.json.users).toEqual([
      expect.objectContaining({ id: found.userId, name: "Quintessa Marlowe", role: "user", accountId: b.accountId }),
    ]);
    const byEmail = await root.client.get(`/api/admin/users?search=${encodeURIComponent(a.admin.email)}`);
    expect(byEmail.json.users.map((u: { id: string }) => u.id)).toEqual([a.admin.userId]);
    const admins = await root.client.get(`/api/admin/users?accountId=${b.accountId}&role=admin`);
    expect(admins.json.users.map((u: { id: string }) => u.id)).toEqual([b.admin.userId]);
    const supers = await root.client.get("/api/admin/users?role=super_admin&limit=100");
    expect(supers.json.users.map((u: { id: string }) => u.id)).toContain(root.userId);
    const page = await root.client.get(`/api/admin/users?accountId=${b.accountId}&limit=1`);
    expect(page.json.total).toBe(2);
    expect(page.json.users).toHaveLength(1);
  });

  it("shows a user with account, sessions and audit entries", async () => {
    const root = await superAdmin(ctx());
    const { accountId, admin } = await createCompany(ctx(), "Viewed");
    const res = await root.client.get(`/api/admin/users/${admin.userId}`);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: admin.userId, email: admin.email, firstName: "Test" });
    expect(res.json.membership).toMatchObject({ accountId, role: "admin", accountStatus: "active" });
    expect(res.json.sessions.length).toBeGreaterThan(0);
    expect(res.json.sessions[0]).toMatchObject({ browser: expect.any(String), lastActiveAt: expect.any(String) });
    expect((await root.client.get("/api/admin/users/not-a-user")).status).toBe(404);
  });

  it("changes roles, keeping an admin per account and a super admin on the platform", async () => {
    const db = ctx().deps.db;
    // This suite's own database: make every other super admin an admin, so root is the only one.
    const root = await superAdmin(ctx());
    await db
      .update(accountUsers)
      .set({ role: "admin" })
      .where(and(eq(accountUsers.role, "super_admin")));
    await db.update(accountUsers).set({ role: "super_admin" }).where(eq(accountUsers.userId, root.userId));
    forgetAll(db);
    const lastSuper = await root.client.post(`/api/admin/users/${root.userId}/role`, { role: "admin" });
    expect(lastSuper.status).toBe(409);
    expect(lastSuper.json.error.code).toBe("last_super_admin");
    expect((await root.client.request("DELETE", `/api/admin/users/${root.userId}`)).status).toBe(400);

    const { accountId, admin } = await createCompany(ctx(), "Roles");
    const member = await addMember(ctx(), accountId, "user");
    const lastAdmin = await root.client.post(`/api/admin/users/${admin.userId}/role`, { role: "user" });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.json.error.code).toBe("last_admin");

    const promoted = await root.client.post(`/api/admin/users/${member.userId}/role`, { role: "super_admin" });
    expect(promoted.json).toEqual({ userId: member.userId, role: "super_admin" });
    // At once: the promoted member reaches the panel.
    expect((await member.client.get("/api/admin/overview")).status).toBe(200);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "member.role_changed")));
    expect(entry).toMatchObject({
      actorUserId: root.userId,
      targetId: member.userId,
      data: { changes: { role: ["user", "super_admin"] } },
    });
    // Now root may step down: another super admin exists.
    expect((await root.client.post(`/api/admin/users/${root.userId}/role`, { role: "admin" })).status).toBe(200);
    expect((await root.client.get("/api/admin/overview")).status).toBe(403);
    // And the last one can't be deleted.
    expect((await member.client.request("DELETE", `/api/admin/users/${root.userId}`)).status).toBe(200);
    await db.update(accountUsers).set({ role: "super_admin" }).where(eq(accountUsers.userId, admin.userId));
    forgetAll(db);
    const demoteOther = await admin.client.post(`/api/admin/users/${member.userId}/role`, { role: "user" });
    expect(demoteOther.status).toBe(200);
    expect((await admin.client.request("DELETE", `/api/admin/users/${admin.userId}`)).status).toBe(400);
  });

  it("sends a password reset, revokes sessions at once, deletes with the last-admin rule", async () => {
    const root = await superAdmin(ctx());
    const { accountId, admin } = await createCompany(ctx(), "Acted");
    const member = await addMember(ctx(), accountId, "user");
    const db = ctx().deps.db;

    expect((await root.client.post(`/api/admin/users/${member.userId}/password-reset`)).status).toBe(200);
    const mails = await db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, member.email));
    expect(mails.length).toBe(1);

    expect((await member.client.get("/api/me")).status).toBe(200);
    expect((await root.client.post(`/api/admin/users/${member.userId}/revoke-sessions`)).status).toBe(200);
    expect((await member.client.get("/api/me")).status).toBe(401);

    const lastAdmin = await root.client.request("DELETE", `/api/admin/users/${admin.userId}`);
    expect(lastAdmin.status).toBe(409);
    expect((await root.client.request("DELETE", `/api/admin/users/${member.userId}`)).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(0);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => [e.action, e.targetId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["user.password_reset_sent", member.userId],
        ["user.sessions_revoked", member.userId],
        ["user.deleted", member.userId],
      ]),
    );
    expect((await root.client.request("DELETE", `/api/admin/users/${member.userId}`)).status).toBe(404);
  });
});

describeEachDatabase("super admin panel: dashboard and settings", (ctx) => {
  it("counts accounts by status, users and sign-ups per week", async () => {
    const root = await superAdmin(ctx());
    const pending = await createCompany(ctx(), "Waiting");
    await setAccountStatus(ctx(), pending.accountId, "pending_activation");
    const res = await root.client.get("/api/admin/overview");
    expect(res.status).toBe(200);
    const all = await ctx().deps.db.select({ status: accounts.status }).from(accounts);
    expect(res.json.accounts.total).toBe(all.length);
    expect(res.json.accounts.pending_activation).toBe(all.filter((a) => a.status === "pending_activation").length);
    expect(res.json.users).toBe((await ctx().deps.db.select({ id: users.id }).from(users)).length);
    expect(res.json.signupsPerWeek).toHaveLength(12);
    expect(res.json.signupsPerWeek.at(-1).count).toBeGreaterThanOrEqual(2);
    expect(res.json.pending.map((a: { id: string }) => a.id)).toContain(pending.accountId);
    expect(res.json.recentSignups[0].id).toBe(pending.accountId);
  });

  it("changes settings that apply at once, audit-logged, and sends a test email", async () => {
    const root = await superAdmin(ctx());
    const before = await root.client.get("/api/admin/settings");
    expect(before.json.settings).toEqual({
      supportEmail: "support@signet.test",
      requireAccountActivation: false,
      invitationLifetimeDays: 7,
      storageQuotaMb: 200,
    });
    const bad = await root.client.request("PUT", "/api/admin/settings", {
      supportEmail: "nope",
      requireAccountActivation: true,
      invitationLifetimeDays: 91,
      storageQuotaMb: 200,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["invitationLifetimeDays", "supportEmail"]);
    const saved = await root.client.request("PUT", "/api/admin/settings", {
      supportEmail: "help@operator.example",
      requireAccountActivation: true,
      invitationLifetimeDays: 3,
      storageQuotaMb: 200,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toEqual({
      supportEmail: "help@operator.example",
      requireAccountActivation: true,
      invitationLifetimeDays: 3,
      storageQuotaMb: 200,
    });
    expect(saved.json.defaults.supportEmail).toBe("support@signet.test");
    // Without a restart: the public config, /me, and the next sign-up see the new values.
    expect((await ctx().client().get("/api/config")).json.supportEmail).toBe("help@operator.example");
    const newcomer = await signUpUser(ctx(), { company: "After the change" });
    const me = await newcomer.client.get("/api/me");
    expect(me.json.account.status).toBe("pending_activation");
    expect(me.json.supportEmail).toBe("help@operator.example");
    const [entry] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, root.homeAccountId), eq(auditLog.action, "platform.settings_updated")));
    expect(entry.data).toEqual({
      changes: {
        supportEmail: ["support@signet.test", "help@operator.example"],
        requireAccountActivation: [false, true],
        invitationLifetimeDays: [7, 3],
      },
    });
    await root.client.request("PUT", "/api/admin/settings", before.json.settings);
    expect((await ctx().client().get("/api/config")).json.supportEmail).toBe("support@signet.test");

    const mail = await root.client.post("/api/admin/settings/test-email", { to: "Probe@Example.com" });
    expect(mail.status).toBe(200);
    expect(mail.json.email).toMatchObject({ to: "probe@example.com", status: "outbox", error: null });
  });
});

describeEachDatabase("super admin panel: the template gallery", (ctx) => {
  it("adds a sanitized template, orders it first so new accounts start from it, and retires it", async () => {
    const root = await superAdmin(ctx());
    const db = ctx().deps.db;
    const before = await root.client.get("/api/admin/templates");
    expect(before.status).toBe(200);
    expect(before.json.templates.length).toBeGreaterThan(0);
    expect(before.json.templates[0].previewHtml).toContain("<table");

    const added = await root.client.post("/api/admin/templates", {
      name: "Bold Gallery",
      description: "Big name",
      html: "<p><strong>{{full_name}}</strong></p><script>alert(1)</script>",
    });
    expect(added.status).toBe(201);
    expect(added.json.removed.length).toBeGreaterThan(0);
    const id = added.json.template.id as string;
    const [stored] = await db.select().from(galleryTemplates).where(eq(galleryTemplates.id, id));
    expect(stored.htmlContent).not.toContain("script");
    expect(added.json.template.previewHtml).toContain(">Jane");

    const ids = [id, ...before.json.templates.map((t: { id: string }) => t.id)];
    const order = async () => (await root.client.get("/api/admin/templates")).json.templates.map((t: { id: string }) => t.id);
    const reorder = (list: string[]) => root.client.request("PUT", "/api/admin/templates/order", { ids: list });
    const refusals: [string[], string][] = [
      [[...ids, ids[0]], "List each gallery template at most once."],
      [[crypto.randomUUID(), ...ids], "Unknown template"],
    ];
    for (const [list, message] of refusals) {
      const refused = await reorder(list);
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.ids).toBe(message);
    }
    expect(await order()).toEqual([...ids.slice(1), id]);
    // A page read before the addition lists the others only: its move lands, the new one follows.
    const stale = ids.slice(1).reverse();
    expect((await reorder(stale)).status).toBe(200);
    expect(await order()).toEqual([...stale, id]);
    expect((await reorder(ids)).status).toBe(200);
    expect(await order()).toEqual(ids);
    const company = await createCompany(ctx(), "Gallery pick");
    const [picked] = await db.select().from(companyTemplates).where(eq(companyTemplates.accountId, company.accountId));
    expect(picked).toMatchObject({ name: "Bold Gallery", gallerySlug: stored.slug, isDefault: true });

    expect((await root.client.post(`/api/admin/templates/${id}/retire`)).status).toBe(200);
    const later = await createCompany(ctx(), "After retirement");
    const [next] = await db.select().from(companyTemplates).where(eq(companyTemplates.accountId, later.accountId));
    expect(next.name).not.toBe("Bold Gallery");
    // The account that copied it keeps its copy.
    expect(await db.select().from(companyTemplates).where(eq(companyTemplates.id, picked.id))).toHaveLength(1);
    const list = await root.client.get("/api/admin/templates");
    expect(list.json.templates[0]).toMatchObject({ id, copies: 1, retiredAt: expect.any(String) });
    expect((await root.client.post(`/api/admin/templates/${id}/restore`)).status).toBe(200);
    expect((await root.client.post(`/api/admin/templates/${crypto.randomUUID()}/retire`)).status).toBe(404);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.accountId, root.homeAccountId))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["gallery.created", "gallery.reordered", "gallery.retired", "gallery.restored"]));
  });
});
