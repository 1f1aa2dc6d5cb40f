// The accounts and users lists at 10,000 accounts (each with an admin): search by a
// member's email, filters, every sort and a deep page answer correctly. The lists count
// members only for the page's rows and search memberships through a semi-join, so they
// stay fast at this size (measured in decision 015); this test checks the answers.
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";

const ACCOUNTS = 10_000;

describeEachDatabase("super admin lists at 10,000 accounts", (ctx) => {
  it("searches, filters, sorts and pages", async () => {
    const home = await createCompany(ctx(), "Operator");
    const root = await addMember(ctx(), home.accountId, "super_admin");
    const db = ctx().deps.db;
    await db.execute(sql`
      insert into users (id, name, email, email_verified)
      select 'scale-' || i, 'Scale User ' || i, 'scale-' || i || '@scale.example', true from generate_series(1, ${ACCOUNTS}) as i`);
    await db.execute(sql`
      insert into accounts (id, name, status, created_at)
      select md5('scale-' || i)::uuid, 'Scale Co ' || i,
        (case when i % 10 = 0 then 'suspended' else 'active' end)::account_status,
        now() - make_interval(mins => i)
      from generate_series(1, ${ACCOUNTS}) as i`);
    await db.execute(sql`
      insert into account_users (user_id, account_id, role)
      select 'scale-' || i, md5('scale-' || i)::uuid, 'admin' from generate_series(1, ${ACCOUNTS}) as i`);

    const byEmail = await root.client.get("/api/admin/accounts?search=scale-4242@scale.example");
    expect(byEmail.json).toMatchObject({ total: 1, accounts: [{ name: "Scale Co 4242", members: 1 }] });
    const suspended = await root.client.get("/api/admin/accounts?status=suspended&search=scale%20co");
    expect(suspended.json.total).toBe(ACCOUNTS / 10);
    const deep = await root.client.get("/api/admin/accounts?search=scale%20co&sort=oldest&limit=25&offset=9975");
    expect(deep.json.accounts.map((a: { name: string }) => a.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Scale Co ${25 - i}`));
    for (const sort of ["newest", "name", "members"]) {
      const res = await root.client.get(`/api/admin/accounts?sort=${sort}`);
      expect(res.status).toBe(200);
      expect(res.json.accounts).toHaveLength(25);
      expect(res.json.total).toBeGreaterThanOrEqual(ACCOUNTS);
    }
    const users = await root.client.get("/api/admin/users?search=scale-77@&role=admin");
    expect(users.json).toMatchObject({ total: 1, users: [{ email: "scale-77@scale.example", accountName: "Scale Co 77" }] });
    expect((await root.client.get("/api/admin/users?offset=9000")).json.users).toHaveLength(25);
    expect((await root.client.get("/api/admin/overview")).json.accounts.suspended).toBeGreaterThanOrEqual(ACCOUNTS / 10);
  });
});
