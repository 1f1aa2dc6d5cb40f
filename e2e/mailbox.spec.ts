// Where each person's signature is live, end to end against the shared fake of Google, in a
// company at a domain of its own (a Workspace customer of its own on the fake, so the
// google-workspace spec's directory stays as it is): the member's /signature and /guide say where it already is before how
// to copy it, a campaign pick reaches Gmail by itself, and the admin's member dialog shows
// what Gmail holds now, the last push, "Push now", the add-in's last fetch and what it inserts.
import { expect, test, type Page } from "./support/test";
import { createCompany, uniqueDomain, type CompanyLogin } from "./support/company";
import { connectGoogle, googleCustomer, gmailSignatureOf } from "./support/google-customer";
import { E2E_BASE_URL } from "./support/shared-servers";
import { CAMPAIGN_CONTENT_EXAMPLE } from "../src/shared/campaigns/campaign-example";

const signIn = async (page: Page, { email, password }: CompanyLogin) => {
  await page.context().clearCookies();
  const res = await page.request.post(`${E2E_BASE_URL}/api/session/sign-in`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
};

test.describe("Where a signature is live", () => {
  test.describe.configure({ timeout: 300_000 });
  const domain = uniqueDomain("mailbox");
  let admin: CompanyLogin;
  let member: CompanyLogin;

  test.beforeAll(async () => {
    const company = await createCompany(E2E_BASE_URL, "Mailbox Co", domain, { member: { first: "Jordan", last: "Lee" } });
    admin = company.admin;
    member = company.member;
    // Both are people of the company's Google Workspace, each with a Gmail mailbox.
    await googleCustomer(domain, [
      { id: "200000000000000000001", primaryEmail: admin.email, name: { givenName: "Alex", familyName: "Morgan" } },
      { id: "200000000000000000002", primaryEmail: member.email, name: { givenName: "Jordan", familyName: "Lee" } },
    ]);
  });

  test("the member sees where their signature is, and the admin reads and pushes their mailbox", async ({ page }) => {
    // Nothing connected: /signature says nothing of Gmail or Outlook.
    await signIn(page, member);
    await page.goto("/signature");
    await expect(page.getByRole("heading", { name: "Preview", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where your signature is" })).toHaveCount(0);

    // The admin connects Google Workspace (its connect form has a spec of its own) and makes a campaign.
    await signIn(page, admin);
    await connectGoogle(page.request, admin.email);
    const campaign = await page.request.post("/api/campaigns", {
      data: {
        ...CAMPAIGN_CONTENT_EXAMPLE,
        name: "Mailbox webinar",
        altText: "Mailbox webinar banner",
        departmentIds: [],
        isRequired: false,
      },
    });
    expect(campaign.status(), await campaign.text()).toBe(201);

    // The member dialog: nothing pushed yet; Push now puts the signature into Gmail, and the dialog shows what Gmail holds.
    await page.goto(`/users?search=${encodeURIComponent(member.email)}`);
    await page.getByRole("button", { name: `Manage ${member.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Jordan Lee" });
    const gmail = dialog.getByTestId("member-gmail");
    await expect(gmail.getByText("Not pushed yet.")).toBeVisible();
    await expect(dialog.getByText("No signature: Gmail holds none for this address.")).toBeVisible();
    await gmail.getByRole("button", { name: "Push now" }).click();
    await expect(gmail.getByText("In Gmail", { exact: true })).toBeVisible();
    await expect(gmail).toContainText(/pushed (now|\d+ \w+ ago)/);
    const held = dialog.frameLocator(`iframe[title="Gmail holds now for ${member.email}"]`);
    await expect(held.getByText("Jordan Lee").first()).toBeVisible();
    expect(await gmailSignatureOf(member.email)).toContain("Jordan Lee");
    await expect(dialog.getByTestId("member-outlook")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // The Outlook add-in is set up, and fetches the member's signature as they write.
    const addin = await page.request.post("/api/integrations/outlook");
    expect(addin.status()).toBe(200);
    const { outlook } = (await addin.json()) as { outlook: { manifestUrl: string } };
    const key = /\/addin\/([^/]+)\/manifest\.xml$/.exec(outlook.manifestUrl)![1];
    expect((await page.request.get(`/addin/${key}/signature?email=${encodeURIComponent(member.email)}`)).status()).toBe(200);

    // The member's /signature: in Gmail since a time, Outlook adds it; only then the preview to copy by hand.
    await signIn(page, member);
    await page.goto("/signature");
    const places = page.getByTestId("signature-places");
    await expect(places).toContainText(/In your Gmail since \d{1,2}:\d{2}/);
    await expect(places).toContainText(/Outlook adds it when you write: last added (now|\d+ \w+ ago)/);
    await expect(page.getByText("For any other email app, copy it from the preview below.")).toBeVisible();
    const placesBox = (await page.getByRole("heading", { name: "Where your signature is" }).boundingBox())!;
    const previewBox = (await page.getByRole("heading", { name: "Preview", exact: true }).boundingBox())!;
    expect(placesBox.y).toBeLessThan(previewBox.y);

    // A campaign picked on /signature reaches Gmail by itself.
    const before = await gmailSignatureOf(member.email);
    await page.getByRole("switch", { name: "Mailbox webinar" }).click();
    await expect(page.getByText("Campaign selection updated")).toBeVisible();
    await expect.poll(() => gmailSignatureOf(member.email)).not.toBe(before);
    expect(await gmailSignatureOf(member.email)).toContain("Mailbox webinar banner");
    await page.reload();
    await expect(places).toContainText(/In your Gmail since \d{1,2}:\d{2}/);

    // /guide says the same, before the steps by hand.
    await page.goto("/guide");
    await expect(page.getByTestId("signature-places")).toContainText(/In your Gmail since/);
    await expect(
      page.getByText("For any other email app, pick it below and follow the steps to add your signature by hand."),
    ).toBeVisible();

    // The admin's dialog: the add-in's last fetch and what it inserts for new mail and for replies.
    await signIn(page, admin);
    await page.goto(`/users?search=${encodeURIComponent(member.email)}`);
    await page.getByRole("button", { name: `Manage ${member.email}` }).click();
    const outlookPart = dialog.getByTestId("member-outlook");
    await expect(outlookPart).toContainText(/Last fetched their signature (now|\d+ \w+ ago)/);
    await expect(dialog.frameLocator('iframe[title="Inserted in new messages"]').getByText("Jordan Lee").first()).toBeVisible();
    await expect(dialog.frameLocator('iframe[title="Inserted in replies and forwards"]').getByText("Jordan Lee").first()).toBeVisible();
    await expect(held.getByText("Jordan Lee").first()).toBeVisible();
  });
});
