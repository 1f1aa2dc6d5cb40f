// The read cache inside the app (decision 024): the answers it keeps are read after the
// route's guard, per user or per account, and a write through the API shows in the very
// next read on this server: nothing of the cache is ever visible to a user in one process.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/test-app";
import { addMember, createCompany } from "../test/factories";

const office = { locationName: "Lisbon", address: "Rua Augusta 1", phoneNumber: "+351 21 000 0000" };

describeEachDatabase("answers kept for a few seconds: a write shows at once", (ctx) => {
  it("the member's own profile change shows in the next /api/me", async () => {
    const { accountId } = await createCompany(ctx(), "Read cache me");
    const member = await addMember(ctx(), accountId);
    const before = await member.client.get("/api/me");
    expect(before.json.membership).toEqual({ accountId, role: "user" });
    const put = await member.client.request("PUT", "/api/profile", { firstName: "Ana", lastName: "Silva", jobTitle: "Designer" });
    expect(put.status, put.text).toBe(200);
    expect((await member.client.get("/api/me")).json.profile).toMatchObject({ firstName: "Ana", lastName: "Silva", jobTitle: "Designer" });
  });

  it("the member's signature shows a profile change at once", async () => {
    const { accountId } = await createCompany(ctx(), "Read cache signature");
    const member = await addMember(ctx(), accountId);
    const first = await member.client.get("/api/signature");
    expect(first.status, first.text).toBe(200);
    expect(first.json.html).not.toContain("Chief Signature Officer");
    await member.client.request("PUT", "/api/profile", { firstName: "Ana", lastName: "Silva", jobTitle: "Chief Signature Officer" });
    expect((await member.client.get("/api/signature")).json.html).toContain("Chief Signature Officer");
  });

  it("an admin's change shows in the next read of the account's lists, for members and admins", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Read cache lists");
    const member = await addMember(ctx(), accountId);
    const id = (await admin.client.post("/api/offices", office)).json.office.id as string;
    expect((await member.client.get("/api/offices")).json.offices.map((o: { locationName: string }) => o.locationName)).toEqual(["Lisbon"]);
    await admin.client.request("PUT", `/api/offices/${id}`, { ...office, locationName: "Porto" });
    expect((await member.client.get("/api/offices")).json.offices.map((o: { locationName: string }) => o.locationName)).toEqual(["Porto"]);

    expect((await member.client.get("/api/departments")).json.departments).toEqual([]);
    await admin.client.post("/api/departments", { name: "Sales" });
    expect((await member.client.get("/api/departments")).json.departments.map((d: { name: string }) => d.name)).toEqual(["Sales"]);

    const roleOf = async () =>
      (await admin.client.get("/api/team?status=member")).json.rows.find((r: { id: string }) => r.id === member.userId)?.role;
    expect(await roleOf()).toBe("user");
    const change = await admin.client.request("PUT", `/api/team/members/${member.userId}/role`, { role: "admin" });
    expect(change.status, change.text).toBe(200);
    expect(await roleOf()).toBe("admin");
    expect((await member.client.get("/api/me")).json.membership.role).toBe("admin");

    const template = (await admin.client.get("/api/templates")).json.templates[0] as { id: string; name: string };
    await admin.client.request("PATCH", `/api/templates/${template.id}`, { name: "Renamed at once" });
    expect((await admin.client.get("/api/templates")).json.templates.map((t: { name: string }) => t.name)).toContain("Renamed at once");
  });

  it("keeps each account's and each user's answers to themselves", async () => {
    const a = await createCompany(ctx(), "Read cache A");
    const b = await createCompany(ctx(), "Read cache B");
    await a.admin.client.post("/api/offices", office);
    await b.admin.client.post("/api/offices", { ...office, locationName: "Faro" });
    const memberA = await addMember(ctx(), a.accountId);
    const memberB = await addMember(ctx(), b.accountId);
    for (let i = 0; i < 2; i++) {
      expect((await memberA.client.get("/api/offices")).json.offices.map((o: { locationName: string }) => o.locationName)).toEqual([
        "Lisbon",
      ]);
      expect((await memberB.client.get("/api/offices")).json.offices.map((o: { locationName: string }) => o.locationName)).toEqual([
        "Faro",
      ]);
      expect((await memberA.client.get("/api/me")).json.user.id).toBe(memberA.userId);
      expect((await memberB.client.get("/api/me")).json.user.id).toBe(memberB.userId);
      expect((await b.admin.client.get("/api/team")).json.rows.map((r: { id: string }) => r.id)).not.toContain(memberA.userId);
    }
    // A member's cached list never answers an admin-only route: the guard comes first.
    expect((await memberA.client.get("/api/team")).status).toBe(403);
  });
});
