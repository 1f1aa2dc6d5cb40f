import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog } from "../../db/schema";

async function superAdmin(ctx: TestContext) {
  const home = await createCompany(ctx, "Operator");
  return addMember(ctx, home.accountId, "super_admin");
}

/** `count` entries for the account, one second apart, the newest labelled "entry <count>". */
async function addEntries(ctx: TestContext, accountId: string, count: number, prefix = "entry") {
  const start = Date.now() - count * 1000;
  await ctx.deps.db.insert(auditLog).values(
    Array.from({ length: count }, (_, i) => ({
      accountId,
      action: "office.created",
      actorEmail: "someone@example.com",
      targetType: "office",
      targetLabel: `${prefix} ${i + 1}`,
      createdAt: new Date(start + i * 1000),
    })),
  );
}

describeEachDatabase("super admin: an account's audit log", (ctx) => {
  it("pages through every entry, newest first, with the total, never repeating or skipping one", async () => {
    const root = await superAdmin(ctx());
    const target = await createCompany(ctx(), "Audited");
    const other = await createCompany(ctx(), "Neighbour");
    await addEntries(ctx(), other.accountId, 5, "other");
    // Signing up may already have written entries for the account: count them too.
    const existing = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, target.accountId))).length;
    await addEntries(ctx(), target.accountId, 60);
    const total = existing + 60;

    const labels: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before ? `?limit=25&before=${before}` : "?limit=25";
      const res = await root.client.get(`/api/admin/accounts/${target.accountId}/audit-log${query}`);
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(total);
      expect(res.json.entries.length).toBeLessThanOrEqual(25);
      for (const entry of res.json.entries) expect(entry.accountId).toBe(target.accountId);
      labels.push(...res.json.entries.map((e: { targetLabel: string }) => e.targetLabel));
      before = res.json.nextCursor;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBe(Math.ceil(total / 25));
    expect(labels).toHaveLength(total);
    expect(new Set(labels).size).toBe(total);
    expect(labels.slice(0, 3)).toEqual(["entry 60", "entry 59", "entry 58"]);
    expect(labels.filter((l) => l.startsWith("entry "))).toEqual(Array.from({ length: 60 }, (_, i) => `entry ${60 - i}`));
    expect(labels.some((l) => l.startsWith("other"))).toBe(false);
  });

  it("answers 25 entries by default and nothing for a cursor of another account's entry", async () => {
    const root = await superAdmin(ctx());
    const target = await createCompany(ctx(), "Audited");
    const other = await createCompany(ctx(), "Neighbour");
    await addEntries(ctx(), target.accountId, 30);
    await addEntries(ctx(), other.accountId, 2, "other");
    const first = await root.client.get(`/api/admin/accounts/${target.accountId}/audit-log`);
    expect(first.json.entries).toHaveLength(25);
    expect(first.json.nextCursor).toBe(String(first.json.entries[24].id));
    const [foreign] = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, other.accountId));
    const crossed = await root.client.get(`/api/admin/accounts/${target.accountId}/audit-log?before=${foreign.id}`);
    expect(crossed.status).toBe(200);
    expect(crossed.json.entries).toEqual([]);
    const bad = await root.client.get(`/api/admin/accounts/${target.accountId}/audit-log?before=abc&limit=500`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["before", "limit"]);
  });

  it("is 404 for an unknown account and 403 for an admin or a member, 401 without a session", async () => {
    const root = await superAdmin(ctx());
    const target = await createCompany(ctx(), "Guarded");
    const member = await addMember(ctx(), target.accountId, "user");
    await addEntries(ctx(), target.accountId, 3);
    const path = `/api/admin/accounts/${target.accountId}/audit-log`;
    expect((await root.client.get(`/api/admin/accounts/${crypto.randomUUID()}/audit-log`)).status).toBe(404);
    expect((await root.client.get(`/api/admin/accounts/not-an-id/audit-log`)).status).toBe(404);
    expect((await target.admin.client.get(path)).status).toBe(403);
    expect((await member.client.get(path)).status).toBe(403);
    expect((await ctx().client().get(path)).status).toBe(401);
    // A company admin reading the panel route of another account fares no better.
    const other = await createCompany(ctx(), "Other");
    expect((await other.admin.client.get(path)).status).toBe(403);
  });
});
