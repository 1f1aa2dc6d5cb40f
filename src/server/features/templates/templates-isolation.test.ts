// Every /api/templates route: another company's admin gets 404 for this company's
// template and nothing of it changes; a member gets 403; no session gets 401.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { companyTemplates, templateDepartments, templateVersions } from "../../db/schema";
import { companyWithTeam, newTemplate } from "./template-test-kit";

type Call = { method: string; path: (id: string) => string; body?: (ids: { department: string }) => unknown };

const ITEM_ROUTES: Call[] = [
  { method: "GET", path: (id) => `/api/templates/${id}` },
  { method: "PATCH", path: (id) => `/api/templates/${id}`, body: () => ({ name: "Taken" }) },
  { method: "DELETE", path: (id) => `/api/templates/${id}` },
  { method: "POST", path: (id) => `/api/templates/${id}/duplicate`, body: () => ({}) },
  { method: "POST", path: (id) => `/api/templates/${id}/default`, body: () => ({}) },
  { method: "PUT", path: (id) => `/api/templates/${id}/departments`, body: () => ({ departmentIds: [] }) },
  { method: "POST", path: (id) => `/api/templates/${id}/departments/preview`, body: () => ({ departmentIds: [] }) },
  { method: "PUT", path: (id) => `/api/templates/${id}/content`, body: () => ({ html: "<p>Taken</p>", design: null }) },
  { method: "GET", path: (id) => `/api/templates/${id}/versions` },
  { method: "GET", path: (id) => `/api/templates/${id}/versions/1` },
  { method: "POST", path: (id) => `/api/templates/${id}/versions/1/restore`, body: () => ({}) },
];
const COLLECTION_ROUTES: Call[] = [
  { method: "GET", path: () => "/api/templates" },
  { method: "GET", path: () => "/api/templates/gallery" },
  { method: "GET", path: () => "/api/templates/preview-data" },
  { method: "POST", path: () => "/api/templates", body: () => ({ name: "Mine" }) },
  { method: "POST", path: () => "/api/templates/check", body: () => ({ html: "<p>x</p>" }) },
];

describeEachDatabase("templates: isolation", (ctx) => {
  it("another company's admin gets 404 on every route for this company's template, and nothing changes", async () => {
    const mine = await companyWithTeam(ctx());
    const t = await newTemplate(mine.admin.client, "Mine");
    await mine.admin.client.request("PUT", `/api/templates/${t.id}/departments`, { departmentIds: [mine.sales.id] });
    const db = ctx().deps.db;
    const snapshot = async () => ({
      templates: await db.select().from(companyTemplates).where(eq(companyTemplates.accountId, mine.accountId)),
      versions: await db.select().from(templateVersions).where(eq(templateVersions.accountId, mine.accountId)),
      departments: await db.select().from(templateDepartments).where(eq(templateDepartments.templateId, t.id)),
    });
    const before = await snapshot();
    const other = await companyWithTeam(ctx());
    for (const id of [t.id, mine.defaultId]) {
      for (const call of ITEM_ROUTES) {
        const res = await other.admin.client.request(call.method, call.path(id), call.body?.({ department: mine.sales.id }));
        expect(res.status, `${call.method} ${call.path(id)}`).toBe(404);
      }
    }
    // Their own template with this company's department: refused as not theirs.
    const theirs = await newTemplate(other.admin.client, "Theirs");
    const steal = await other.admin.client.request("PUT", `/api/templates/${theirs.id}/departments`, { departmentIds: [mine.sales.id] });
    expect(steal.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("a member gets 403 and no session 401 on every route", async () => {
    const { admin, seller } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Guarded");
    const anonymous = ctx().client();
    for (const call of [...COLLECTION_ROUTES, ...ITEM_ROUTES]) {
      const path = call.path(t.id);
      const body = call.body?.({ department: t.id });
      expect((await seller.client.request(call.method, path, body)).status, `member ${call.method} ${path}`).toBe(403);
      expect((await anonymous.request(call.method, path, body)).status, `anonymous ${call.method} ${path}`).toBe(401);
    }
    expect((await admin.client.get(`/api/templates/${t.id}`)).json.template.name).toBe("Guarded");
  });
});
