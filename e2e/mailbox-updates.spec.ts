// Signatures that update mailboxes by themselves, in the browser: a company at a domain of its own
// (a Workspace customer of its own on the shared fake of Google, with the company's three logins)
// verifies its domain, connects Google Workspace and deploys into Gmail; then a saved template
// reaches every member's Gmail without a deployment, and a sync's preview says how many Gmail
// signatures it would update. With "Update mailboxes automatically" switched off on the
// Integrations tab, the next change (the company's name, in every signature) waits: /templates
// says how many mailboxes are out of date, and "push now" sends them.
import { expect, test, request as newRequest, type APIRequestContext } from "./support/test";
import { signInByApi } from "./support/auth";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { connectGoogle, gmailOf, gmailSignatureOf, googleMailboxes } from "./support/google-customer";
import { publishTxtRecord } from "./support/shared-servers";

test.describe("mailboxes that update by themselves", () => {
  test.describe.configure({ timeout: 300_000 });
  const DOMAIN = uniqueDomain("mailbox-updates");
  const PEOPLE = ["admin", "member", "member2"].map((local) => `${local}@${DOMAIN}`);
  // The second member is in a department with a template of its own.
  const ON_DEFAULT_TEMPLATE = PEOPLE.slice(0, 2);
  let admin: CompanyLogin;
  let templateId = "";

  const inGmail = (people: string[], text: string) =>
    expect.poll(async () => (await Promise.all(people.map(gmailSignatureOf))).filter((s) => s?.includes(text)).length).toBe(people.length);
  const saveTemplate = async (request: APIRequestContext, id: string, text: string) => {
    const saved = await request.put(`/api/templates/${id}/content`, {
      data: { html: `<p>{{full_name}}, {{company_name}}, ${text}</p>`, design: null, note: text },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  const create = async <T>(request: APIRequestContext, path: string, data: unknown) => {
    const res = await request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  };
  type Created<K extends string> = Record<K, { id: string }>;

  // The company: a default template, and an Engineering department with a template of its own
  // for the second member. It verifies its domain, connects Google, and deploys into Gmail.
  test.beforeAll(async ({ baseURL }) => {
    const company = await createCompany(baseURL!, "Updates Inc.", DOMAIN, {
      member: { first: "Morgan", last: "Member" },
      member2: { first: "Riley", last: "Member" },
    });
    admin = company.admin;
    // The directory is the three logins (under other names).
    await googleMailboxes(DOMAIN, PEOPLE);
    const request = await newRequest.newContext({ baseURL });
    const member2 = await newRequest.newContext({ baseURL });
    for (const [context, login] of [
      [request, admin],
      [member2, company.logins.member2],
    ] as const)
      expect((await context.post("/api/session/sign-in", { data: login })).status()).toBe(200);

    templateId = (await create<Created<"template">>(request, "/api/templates", { name: "Company signature" })).template.id;
    expect((await request.post(`/api/templates/${templateId}/default`)).status()).toBe(200);
    const engineering = (await create<Created<"template">>(request, "/api/templates", { name: "Engineering signature" })).template.id;
    await saveTemplate(request, engineering, "engineering");
    const department = (await create<Created<"department">>(request, "/api/departments", { name: "Engineering" })).department.id;
    const assigned = await request.put(`/api/templates/${engineering}/departments`, { data: { departmentIds: [department] } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const joined = await member2.put("/api/profile", { data: { firstName: "Riley", lastName: "Member", departmentId: department } });
    expect(joined.status(), await joined.text()).toBe(200);

    const domain = await create<{ id: string; record: string }>(request, "/api/sso/domains", { domain: DOMAIN });
    await publishTxtRecord(DOMAIN, domain.record);
    expect((await request.post(`/api/sso/domains/${domain.id}/verify`)).status()).toBe(200);
    await connectGoogle(request, admin.email);
    await saveTemplate(request, templateId, "first of the name");
    const deployed = await request.post("/api/deployments", { data: { emailMembers: false, pushToMailboxes: true } });
    expect(deployed.status(), await deployed.text()).toBe(201);
    await inGmail(PEOPLE, "Updates Inc.");
    await request.dispose();
    await member2.dispose();
  });

  test("a saved template reaches Gmail without a deployment; switched off, the banner says how many wait and push now sends them", async ({
    page,
  }) => {
    await signInByApi(page, admin.email, admin.password);
    await page.goto("/company-settings?tab=integrations");
    const card = page.getByRole("region", { name: "Signatures in Gmail" });
    const toggle = card.getByRole("switch", { name: "Update mailboxes automatically" });
    await expect(toggle).toBeChecked();
    await expect(card.getByText("Changed signatures go into Gmail by themselves.")).toBeVisible();

    // A sync's preview says what it would re-push (the directory names the three differently).
    await page.getByRole("button", { name: "Sync now" }).click();
    const preview = page.getByRole("dialog", { name: "Directory sync preview" });
    await expect(preview.getByText("3 Gmail signatures will be updated.")).toBeVisible();
    await preview.getByRole("button", { name: "Discard" }).click();
    await expect(preview).toBeHidden();

    // On: the template's next save is in every member's Gmail, and nobody deployed.
    const deployments = async () =>
      ((await (await page.request.get("/api/deployments")).json()) as { deployments: unknown[] }).deployments.length;
    const deployedBefore = await deployments();
    await saveTemplate(page.request, templateId, "second of the name");
    await inGmail(ON_DEFAULT_TEMPLATE, "second of the name");
    expect(await deployments()).toBe(deployedBefore);

    // Off: the next save is stored, Gmail keeps the older signature until "push now".
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(card.getByText("Changed signatures are saved; Gmail keeps the older one until you push it or deploy.")).toBeVisible();
    const { updates } = await gmailOf(DOMAIN);
    const company = (await (await page.request.get("/api/company")).json()) as {
      account: { website: string | null; employeeCount: number | null };
    };
    const renamed = await page.request.put("/api/company", {
      data: { name: "Updates Renamed", website: company.account.website, employeeCount: company.account.employeeCount },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await page.goto("/templates");
    const banner = page.getByRole("status").filter({ hasText: "mailboxes are out of date" });
    await expect(banner).toHaveText("3 mailboxes are out of date: push now");
    expect((await gmailOf(DOMAIN)).updates).toBe(updates);
    await banner.getByRole("button", { name: "push now" }).click();
    await inGmail(PEOPLE, "Updates Renamed");
    await expect(banner).toBeHidden();

    await page.goto("/company-settings?tab=integrations");
    await expect(toggle).not.toBeChecked();
  });
});
