import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, companyOffices, profiles } from "../../db/schema";

const office = { locationName: "Berlin", address: "Unter den Linden 1", phoneNumber: "+49 30 1234567" };
const officesOf = (ctx: TestContext, accountId: string) =>
  ctx.deps.db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId));
const entriesOf = (ctx: TestContext, accountId: string) => ctx.deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));

describeEachDatabase("offices: add, edit, delete with the audit log", (ctx) => {
  it("audit-logs each change with before and after; deleting clears the office from its members' profiles", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Offices");
    const member = await addMember(ctx(), accountId);
    const created = await admin.client.post("/api/offices", office);
    expect(created.status).toBe(201);
    const id = created.json.office.id as string;
    const edited = await admin.client.request("PUT", `/api/offices/${id}`, { ...office, locationName: "Berlin Mitte", phoneNumber: "" });
    expect(edited.json.office).toMatchObject({ locationName: "Berlin Mitte", phoneNumber: null });
    await ctx().deps.db.update(profiles).set({ officeId: id }).where(eq(profiles.id, member.userId));
    const list = await admin.client.get("/api/offices");
    expect(list.json.offices.find((o: { id: string }) => o.id === id).memberCount).toBe(1);

    const removed = await admin.client.delete(`/api/offices/${id}`);
    expect(removed.json).toEqual({ clearedMembers: 1 });
    const [profile] = await ctx().deps.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(profile.officeId).toBeNull();
    expect((await member.client.get("/api/profile")).status).toBe(200);

    const entries = (await entriesOf(ctx(), accountId)).sort((x, y) => x.id - y.id);
    expect(entries.map((e) => e.action)).toEqual(["office.created", "office.updated", "office.deleted"]);
    expect((entries[1].data as { changes: unknown }).changes).toEqual({
      locationName: ["Berlin", "Berlin Mitte"],
      phoneNumber: ["+49 30 1234567", null],
    });
    expect(entries[2]).toMatchObject({ targetId: id, targetLabel: "Berlin Mitte", data: expect.objectContaining({ membersCleared: 1 }) });
  });

  it("isolation: member 403, another company's admin 404 and nothing of the first changes, no session 401", async () => {
    const a = await createCompany(ctx(), "Off A");
    const b = await createCompany(ctx(), "Off B");
    const member = await addMember(ctx(), a.accountId);
    const id = (await a.admin.client.post("/api/offices", office)).json.office.id as string;
    const before = await officesOf(ctx(), a.accountId);
    const entries = await entriesOf(ctx(), a.accountId);
    expect((await member.client.post("/api/offices", office)).status).toBe(403);
    expect((await member.client.request("PUT", `/api/offices/${id}`, office)).status).toBe(403);
    expect((await member.client.delete(`/api/offices/${id}`)).status).toBe(403);
    expect((await b.admin.client.get(`/api/offices/${id}`)).status).toBe(404);
    expect((await b.admin.client.request("PUT", `/api/offices/${id}`, { ...office, locationName: "Hacked" })).status).toBe(404);
    expect((await b.admin.client.delete(`/api/offices/${id}`)).status).toBe(404);
    const anonymous = ctx().client();
    expect((await anonymous.post("/api/offices", office)).status).toBe(401);
    expect((await anonymous.request("PUT", `/api/offices/${id}`, office)).status).toBe(401);
    expect((await anonymous.delete(`/api/offices/${id}`)).status).toBe(401);
    expect(await officesOf(ctx(), a.accountId)).toEqual(before);
    expect(await entriesOf(ctx(), a.accountId)).toEqual(entries);
    expect(await entriesOf(ctx(), b.accountId)).toEqual([]);
  });
});
