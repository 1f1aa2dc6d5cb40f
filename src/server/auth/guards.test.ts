// The server's guard rules across two accounts and three roles:
// 401 without a session, 403 for a role that may not, 404 for another account's objects,
// 423 for a blocked account.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/test-app";
import { addMember, createCompany, setAccountStatus, signUpUser } from "../test/factories";

const office = { locationName: "Berlin", address: "Unter den Linden 1", phoneNumber: "+49 30 123456" };

describeEachDatabase("API guards", (ctx) => {
  it("answers 401 to every protected route without a session", async () => {
    const anonymous = ctx().client();
    for (const [method, path] of [
      ["GET", "/api/me"],
      ["GET", "/api/offices"],
      ["POST", "/api/offices"],
      ["GET", "/api/admin/accounts"],
    ] as const) {
      const res = await anonymous.request(method, path, method === "POST" ? office : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lets members read, and only admins change, their account's offices", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Initech");
    const member = await addMember(ctx(), accountId, "user");
    const created = await admin.client.post("/api/offices", office);
    expect(created.status).toBe(201);
    const id = created.json.office.id;

    expect((await member.client.get(`/api/offices/${id}`)).json.office.locationName).toBe("Berlin");
    const forbidden = await member.client.post("/api/offices", office);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.code).toBe("forbidden");
    expect((await member.client.delete(`/api/offices/${id}`)).status).toBe(403);
    expect((await admin.client.get("/api/offices")).json.offices).toHaveLength(1);
  });

  it("hides another account's objects behind 404, for reading and for changing", async () => {
    const a = await createCompany(ctx(), "Umbrella");
    const b = await createCompany(ctx(), "Cyberdyne");
    const id = (await a.admin.client.post("/api/offices", office)).json.office.id;

    expect((await b.admin.client.get(`/api/offices/${id}`)).status).toBe(404);
    expect((await b.admin.client.request("PUT", `/api/offices/${id}`, { ...office, locationName: "Hacked" })).status).toBe(404);
    expect((await b.admin.client.delete(`/api/offices/${id}`)).status).toBe(404);
    expect((await b.admin.client.get("/api/offices")).json.offices).toHaveLength(0);
    expect((await a.admin.client.get(`/api/offices/${id}`)).json.office.locationName).toBe("Berlin");
  });

  it("answers 404, not 500, for a malformed id", async () => {
    const { admin } = await createCompany(ctx());
    expect((await admin.client.get("/api/offices/not-a-uuid")).status).toBe(404);
  });

  it("validates input with a message per field", async () => {
    const { admin } = await createCompany(ctx());
    const res = await admin.client.post("/api/offices", { locationName: "", phoneNumber: "call me", unknownField: "x" });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      locationName: "This field is required",
      phoneNumber: "Please enter a valid phone number (digits, spaces, + ( ) - .)",
    });
  });

  it("keeps the super admin area to super admins", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const superAdmin = await addMember(ctx(), accountId, "super_admin");
    const member = await addMember(ctx(), accountId, "user");
    expect((await member.client.get("/api/admin/accounts")).status).toBe(403);
    expect((await admin.client.get("/api/admin/accounts")).status).toBe(403);
    const ok = await superAdmin.client.get("/api/admin/accounts?limit=5");
    expect(ok.status).toBe(200);
    expect(ok.json.accounts.length).toBeGreaterThan(0);
    expect((await superAdmin.client.get("/api/admin/accounts?limit=abc")).status).toBe(400);
  });

  it("answers 403 with code no_account to a user who has not set up a company", async () => {
    const { client } = await signUpUser(ctx());
    const res = await client.get("/api/offices");
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("no_account");
  });

  it("answers 423 to members of a pending or suspended account, but still tells them who they are", async () => {
    const { accountId, admin } = await createCompany(ctx());
    await setAccountStatus(ctx(), accountId, "suspended");
    const res = await admin.client.get("/api/offices");
    expect(res.status).toBe(423);
    expect(res.json.error.code).toBe("account_suspended");
    const me = await admin.client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.account.status).toBe("suspended");

    await setAccountStatus(ctx(), accountId, "pending_activation");
    expect((await admin.client.get("/api/offices")).json.error.code).toBe("account_pending_activation");
  });

  it("lets a super admin whose own account is suspended or pending use the super admin area", async () => {
    const own = await createCompany(ctx(), "Platform");
    const other = await createCompany(ctx(), "Customer");
    const superAdmin = await addMember(ctx(), own.accountId, "super_admin");
    await setAccountStatus(ctx(), own.accountId, "suspended");
    expect((await superAdmin.client.get("/api/offices")).status).toBe(423);
    const list = await superAdmin.client.get("/api/admin/accounts?limit=100");
    expect(list.status).toBe(200);
    expect(list.json.accounts.map((a: { id: string }) => a.id)).toContain(other.accountId);
    const suspended = await superAdmin.client.post(`/api/admin/accounts/${other.accountId}/suspend`, { reason: "Unpaid invoices" });
    expect(suspended.status).toBe(200);
    expect(suspended.json.account.status).toBe("suspended");
    const reactivated = await superAdmin.client.post(`/api/admin/accounts/${own.accountId}/activate`);
    expect(reactivated.status).toBe(200);
    expect((await superAdmin.client.get("/api/offices")).status).toBe(200);

    await setAccountStatus(ctx(), own.accountId, "pending_activation");
    expect((await superAdmin.client.get("/api/admin/accounts")).status).toBe(200);
    // The admin of a blocked account is still no super admin.
    expect((await own.admin.client.get("/api/admin/accounts")).status).toBe(403);
  });
});
