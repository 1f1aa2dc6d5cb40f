// The development outbox answers only to this machine or a super admin, never in production.
import { expect, it } from "vitest";
import { describeEachDatabase, createTestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describeEachDatabase("dev outbox access", (ctx) => {
  it("answers a loopback caller (API and page)", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const api = await ctx().app.request("/api/dev/outbox", {}, from(address));
      expect(api.status).toBe(200);
      expect(((await api.json()) as { emails: unknown[] }).emails).toBeInstanceOf(Array);
    }
    expect((await ctx().app.request("/dev/outbox", {}, from("127.0.0.1"))).status).not.toBe(404);
  });

  it("is 404 to a remote caller, even one claiming loopback in X-Forwarded-For", async () => {
    const headers = { "x-forwarded-for": "127.0.0.1" };
    const api = await ctx().app.request("/api/dev/outbox", { headers }, from("192.0.2.40"));
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "No such API route." } });
    expect((await ctx().app.request("/dev/outbox", { headers }, from("192.0.2.40"))).status).toBe(404);
  });

  it("is 404 to a remote admin, and answers a remote super admin", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const adminCookie = { cookie: admin.client.cookieHeader() };
    expect((await ctx().app.request("/api/dev/outbox", { headers: adminCookie }, from("192.0.2.41"))).status).toBe(404);
    expect((await ctx().app.request("/dev/outbox", { headers: adminCookie }, from("192.0.2.41"))).status).toBe(404);
    const superAdmin = await addMember(ctx(), accountId, "super_admin");
    const cookie = { cookie: superAdmin.client.cookieHeader() };
    expect((await ctx().app.request("/api/dev/outbox", { headers: cookie }, from("192.0.2.41"))).status).toBe(200);
    expect((await ctx().app.request("/dev/outbox", { headers: cookie }, from("192.0.2.41"))).status).not.toBe(404);
  });

  it("is 404 in production, even from loopback", async () => {
    const prod = createTestContext(ctx().kind, ctx().deps.db, { isProduction: true });
    expect((await prod.app.request("/api/dev/outbox", {}, from("127.0.0.1"))).status).toBe(404);
    expect((await prod.app.request("/dev/outbox", {}, from("127.0.0.1"))).status).toBe(404);
  });
});
