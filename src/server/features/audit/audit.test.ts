import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";

describeEachDatabase("audit log: the Activity view", (ctx) => {
  it("lists the account's entries newest first with who, what, target, before/after and IP; filters by person and kind; pages by cursor", async () => {
    const { admin, accountId } = await createCompany(ctx(), "Audit");
    const second = await addMember(ctx(), accountId, "admin");
    for (const name of ["One", "Two", "Three"]) await admin.client.post("/api/departments", { name });
    await second.client.request("PUT", "/api/company", { name: "Audit Renamed", website: "audit.example", employeeCount: 5 });

    const all = await admin.client.get("/api/audit-log");
    expect(all.status).toBe(200);
    expect(all.json.entries.map((e: { action: string }) => e.action)).toEqual([
      "company.updated",
      "department.created",
      "department.created",
      "department.created",
    ]);
    const [latest] = all.json.entries;
    expect(latest).toMatchObject({
      label: "Edited the company details",
      actor: { userId: second.userId, email: second.email, name: "Test User" },
      target: { type: "account", id: accountId, label: "Audit Renamed" },
      changes: { website: [null, "https://audit.example"], employeeCount: [null, 5] },
    });
    expect(latest.ip).toBeTruthy();
    expect(all.json.nextCursor).toBeNull();

    const mine = await admin.client.get(`/api/audit-log?actor=${admin.userId}`);
    expect(mine.json.entries).toHaveLength(3);
    const kind = await admin.client.get("/api/audit-log?action=company.updated");
    expect(kind.json.entries).toHaveLength(1);

    const page1 = await admin.client.get("/api/audit-log?limit=2");
    expect(page1.json.entries.map((e: { target: { label: string } }) => e.target.label)).toEqual(["Audit Renamed", "Three"]);
    const page2 = await admin.client.get(`/api/audit-log?limit=2&before=${page1.json.nextCursor}`);
    expect(page2.json.entries.map((e: { target: { label: string } }) => e.target.label)).toEqual(["Two", "One"]);
    expect(page2.json.nextCursor).toBeNull();

    const actors = await admin.client.get("/api/audit-log/actors");
    expect(actors.json.actors.map((a: { userId: string }) => a.userId).sort()).toEqual([admin.userId, second.userId].sort());
    const bad = await admin.client.get("/api/audit-log?action=nothing&limit=0");
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["action", "limit"]);
  });

  it("isolation: member 403, no session 401, another company's admin sees none of it; no route edits or deletes entries", async () => {
    const a = await createCompany(ctx(), "Audit A");
    const b = await createCompany(ctx(), "Audit B");
    const member = await addMember(ctx(), a.accountId);
    await a.admin.client.post("/api/departments", { name: "Secret" });
    expect((await member.client.get("/api/audit-log")).status).toBe(403);
    expect((await member.client.get("/api/audit-log/actors")).status).toBe(403);
    expect((await ctx().client().get("/api/audit-log")).status).toBe(401);
    expect((await b.admin.client.get("/api/audit-log")).json.entries).toEqual([]);
    expect((await b.admin.client.get(`/api/audit-log?actor=${a.admin.userId}`)).json.entries).toEqual([]);
    expect((await b.admin.client.get("/api/audit-log/actors")).json.actors).toEqual([]);
    const [entry] = (await a.admin.client.get("/api/audit-log")).json.entries;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect((await a.admin.client.request(method, `/api/audit-log/${entry.id}`, {})).status).toBe(404);
      // The list takes only GET: 405, and nothing is written.
      expect((await a.admin.client.request(method, "/api/audit-log", {})).status).toBe(405);
    }
    expect((await a.admin.client.get("/api/audit-log")).json.entries).toHaveLength(1);
  });
});
