// Signatures that update mailboxes by themselves, in the browser: the demo company (on a second
// server of its own, against a fake of Google's APIs of this spec's own) connects Google
// Workspace and deploys into Gmail; then a saved template reaches every member's Gmail without a
// deployment, and a sync's preview says how many Gmail signatures it would update. With "Update mailboxes automatically" switched off on the Integrations tab, the
// next change (the company's name, in every signature) waits: /templates says how many mailboxes are out of date, and "push now" sends them.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./support/auth";
import { useSecondServer } from "./support/second-server";
import {
  DIRECTORY_SCOPE,
  GMAIL_SCOPE,
  generateDirectoryUsers,
  startFakeGoogle,
  type FakeGoogle,
} from "../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../dev-servers/fake-google/service-account";

const DOMAIN = "acme.test";
const PEOPLE = [DEMO.admin, DEMO.member, DEMO.member2];
// The demo's second member is in a department with a template of its own.
const ON_DEFAULT_TEMPLATE = [DEMO.admin, DEMO.member];

test.describe("mailboxes that update by themselves", () => {
  const dnsFile = resolve(`.tmp/mailbox-updates-dns-${process.pid}.json`);
  let fake: FakeGoogle;
  // Started before the server (hooks run in the order they are declared), which is pointed at it.
  test.beforeAll(async () => {
    fake = await startFakeGoogle();
    // The directory is the demo's three logins.
    fake.setUsers(generateDirectoryUsers(3, DOMAIN).map((user, i) => ({ ...user, primaryEmail: PEOPLE[i] })));
  });
  test.afterAll(async () => fake?.close());
  const server = useSecondServer("mailbox-updates", () => {
    writeFileSync(dnsFile, "{}");
    return {
      DNS_TXT_RECORDS_FILE: dnsFile,
      GOOGLE_OAUTH_API_URL: fake.url,
      GOOGLE_GMAIL_API_URL: fake.url,
      GOOGLE_DIRECTORY_API_URL: fake.url,
    };
  });
  let templateId = "";

  const signIn = async (request: APIRequestContext) => {
    const res = await request.post(`${server.base}/api/session/sign-in`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const inGmail = (people: string[], text: string) =>
    expect.poll(() => people.filter((email) => fake.signatureOf(email)?.includes(text)).length, { timeout: 60_000 }).toBe(people.length);
  const saveTemplate = async (request: APIRequestContext, text: string) => {
    const saved = await request.put(`${server.base}/api/templates/${templateId}/content`, {
      data: { html: `<p>{{full_name}}, {{company_name}}, ${text}</p>`, design: null, note: text },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };

  // The company verifies its domain, connects the fake Google, syncs and deploys into Gmail.
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const { request } = page;
    await signIn(request);
    const domain = await request.post(`${server.base}/api/sso/domains`, { data: { domain: DOMAIN } });
    expect(domain.status(), await domain.text()).toBe(201);
    const { id, record } = (await domain.json()) as { id: string; record: string };
    writeFileSync(dnsFile, JSON.stringify({ [DOMAIN]: [record] }));
    expect((await request.post(`${server.base}/api/sso/domains/${id}/verify`)).status()).toBe(200);
    const connected = await request.put(`${server.base}/api/integrations/google`, {
      data: { serviceAccountKey: JSON.stringify(createServiceAccount(fake, [GMAIL_SCOPE, DIRECTORY_SCOPE])), adminEmail: DEMO.admin },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    const templates = (await (await request.get(`${server.base}/api/templates`)).json()) as {
      templates: { id: string; isDefault: boolean }[];
    };
    templateId = templates.templates.find((t) => t.isDefault)!.id;
    await saveTemplate(request, "first of the name");
    const deployed = await request.post(`${server.base}/api/deployments`, { data: { emailMembers: false, pushToMailboxes: true } });
    expect(deployed.status(), await deployed.text()).toBe(201);
    await inGmail(PEOPLE, "Acme Inc.");
    await page.close();
  });

  test("a saved template reaches Gmail without a deployment; switched off, the banner says how many wait and push now sends them", async ({
    page,
  }) => {
    await signIn(page.request);
    await page.goto(`${server.base}/company-settings?tab=integrations`);
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
      ((await (await page.request.get(`${server.base}/api/deployments`)).json()) as { deployments: unknown[] }).deployments.length;
    const deployedBefore = await deployments();
    await saveTemplate(page.request, "second of the name");
    await inGmail(ON_DEFAULT_TEMPLATE, "second of the name");
    expect(await deployments()).toBe(deployedBefore);

    // Off: the next save is stored, Gmail keeps the older signature until "push now".
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(card.getByText("Changed signatures are saved; Gmail keeps the older one until you push it or deploy.")).toBeVisible();
    const updates = fake.updates.length;
    const company = (await (await page.request.get(`${server.base}/api/company`)).json()) as {
      account: { website: string | null; employeeCount: number | null };
    };
    const renamed = await page.request.put(`${server.base}/api/company`, {
      data: { name: "Acme Renamed", website: company.account.website, employeeCount: company.account.employeeCount },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await page.goto(`${server.base}/templates`);
    const banner = page.getByRole("status").filter({ hasText: "mailboxes are out of date" });
    await expect(banner).toHaveText("3 mailboxes are out of date: push now", { timeout: 60_000 });
    expect(fake.updates.length).toBe(updates);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: test.info().outputPath(`templates-out-of-date-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await banner.getByRole("button", { name: "push now" }).click();
    await inGmail(PEOPLE, "Acme Renamed");
    await expect(banner).toBeHidden({ timeout: 30_000 });

    await page.goto(`${server.base}/company-settings?tab=integrations`);
    await expect(toggle).not.toBeChecked();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: test.info().outputPath(`integrations-mailboxes-${width}.png`), fullPage: true });
    }
  });
});
