import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { consumeRateLimit } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { galleryTemplates } from "../../db/schema";
import { companyWithTeam, newTemplate, templateRow } from "./template-test-kit";

const rule = RATE_LIMITS.templateSavePerAccount;

/** Uses up all but the last save of the account's window, as `rule.max - 1` saves would. */
async function saveAllButOne(ctx: TestContext, accountId: string) {
  for (let i = 1; i < rule.max; i++) await consumeRateLimit(ctx.deps.db, rule, accountId);
}

function expectTooMany(res: { status: number; json: { error: { code: string; message: string } }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.json.error).toMatchObject({ code: "too_many_requests", message: TEMPLATE_MESSAGES.tooManySaves });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
}

describeEachDatabase("templates: saves per account are limited", (ctx) => {
  it(`allows ${rule.max} saves a minute per account, then answers 429 with Retry-After; other accounts are not affected`, async () => {
    const a = await companyWithTeam(ctx());
    const b = await companyWithTeam(ctx());
    const t = await newTemplate(a.admin.client, "Busy");
    const other = await newTemplate(b.admin.client, "Calm");
    await saveAllButOne(ctx(), a.accountId);
    const last = await a.admin.client.request("PUT", `/api/templates/${t.id}/content`, { html: "<p>{{full_name}} last</p>", design: null });
    expect(last.status).toBe(200);
    // Another admin of the same account shares the budget.
    const second = await addMember(ctx(), a.accountId, "admin");
    const refused = await second.client.request("PUT", `/api/templates/${t.id}/content`, {
      html: "<p>{{full_name}} more</p>",
      design: null,
    });
    expectTooMany(refused);
    expect((await templateRow(ctx(), t.id)).htmlContent).toBe("<p>{{full_name}} last</p>");
    const elsewhere = await b.admin.client.request("PUT", `/api/templates/${other.id}/content`, { html: "<p>{{email}}</p>", design: null });
    expect(elsewhere.status).toBe(200);
  });

  it("limits gallery saves per super admin the same way", async () => {
    const home = await createCompany(ctx(), "Operator");
    const root = await addMember(ctx(), home.accountId, "super_admin");
    const [modern] = await ctx().deps.db.select().from(galleryTemplates).limit(1);
    await saveAllButOne(ctx(), root.userId);
    const path = `/api/admin/templates/${modern.id}/content`;
    expect((await root.client.request("PUT", path, { html: "<p>{{full_name}} last</p>", design: null })).status).toBe(200);
    expectTooMany(await root.client.request("PUT", path, { html: "<p>{{full_name}} more</p>", design: null }));
  });
});
