// A template's reply version, end to end, in a company of its own (the test makes the template
// the default and deploys it to the whole team, which no other spec may see): the editor's Reply tab offers the
// designer's Compact layout or HTML of its own, the preview shows the new message's signature
// or the reply's, and once deployed the Outlook add-in's signature address answers the full
// signature for a new message and the reply version for compose=reply.
import { expect, test, type Page } from "./support/test";
import { signUpByApi } from "./support/auth";
import { createClassicTemplateAndEdit } from "./support/templates";

const preview = (page: Page) => page.frameLocator('iframe[title^="Template preview"]');
const REPLY_LINE = "{{full_name}}, writing back";

test.describe("Template reply version", () => {
  // One long walk from the editor to the add-in: far more than the usual test's time on a loaded machine.
  test.describe.configure({ timeout: 600_000 });
  test("the editor previews the full and the reply version; a deployment gives the add-in both", async ({ page }) => {
    const name = `Reply version ${Date.now().toString(36)}`;
    const admin = await signUpByApi(page, { company: name, first: "Alex", last: "Morgan" });

    await createClassicTemplateAndEdit(page, name);
    const id = /\/templates\/([\w-]+)/.exec(page.url())![1];

    // No reply version yet: replies get the full signature, and the preview has one to show.
    await page.getByRole("tab", { name: "Reply" }).click();
    await expect(page.getByRole("radio", { name: /^No reply version/ })).toBeChecked();
    const shown = page.getByRole("group", { name: "Signature shown" });
    await expect(shown).toHaveCount(0);

    // Compact: made from the design, without the photo; the preview shows either version.
    await page.getByRole("radio", { name: /^Compact/ }).check();
    await expect(shown).toBeVisible();
    await expect(preview(page).locator('img[alt="Alex Morgan"]')).toHaveCount(1);
    await shown.getByRole("button", { name: "Reply and forward" }).click();
    await expect(shown.getByRole("button", { name: "Reply and forward" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('iframe[title^="Template preview (reply version)"]')).toBeVisible();
    await expect(preview(page).getByText("Alex Morgan")).toBeVisible();
    await expect(preview(page).locator("img")).toHaveCount(0);
    await page.screenshot({ path: "test-results/template-reply-compact-1280.png", fullPage: true });

    // Its own HTML, with the same placeholders.
    await page.getByRole("radio", { name: /^Own HTML/ }).check();
    await expect(page.getByText("Start with a line or two")).toBeVisible();
    await page.getByTestId("html-source").locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(`<p style="margin:0">${REPLY_LINE}</p>`);
    await expect(preview(page).getByText("Alex Morgan, writing back")).toBeVisible();
    await shown.getByRole("button", { name: "New message" }).click();
    await expect(preview(page).locator('img[alt="Alex Morgan"]')).toHaveCount(1);
    await expect(preview(page).getByText("writing back")).toHaveCount(0);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const save = page.getByRole("dialog", { name: "Save template" });
    await save.getByRole("button", { name: "Save version" }).click();
    await expect(save).toBeHidden();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    // Saved: opened again, the Reply tab has the HTML.
    await page.reload();
    await page.getByRole("tab", { name: "Reply" }).click();
    await expect(page.getByRole("radio", { name: /^Own HTML/ })).toBeChecked();
    await expect(page.getByTestId("html-source")).toContainText(REPLY_LINE);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Reply" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/template-reply-html-390.png", fullPage: true });

    // The default of the company, deployed to everyone: each member's both versions are rendered.
    expect((await page.request.post(`/api/templates/${id}/default`)).status()).toBe(200);
    const started = await page.request.post(`/api/deployments`, {
      data: { departmentIds: [], emailMembers: false, pushToMailboxes: false },
    });
    expect(started.status(), await started.text()).toBe(201);
    const deployment = ((await started.json()) as { deployment: { id: string } }).deployment.id;
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/deployments/${deployment}`)).json()) as { deployment: { status: string } }).deployment
            .status,
      )
      .toBe("finished");

    // The Outlook add-in: a new message gets the full signature, a reply or forward the reply version.
    const { outlook } = (await (await page.request.post(`/api/integrations/outlook`)).json()) as {
      outlook: { manifestUrl: string };
    };
    const key = /\/addin\/([\w-]+)\/manifest\.xml$/.exec(outlook.manifestUrl)![1];
    const signature = async (compose: string) => {
      const res = await page.request.get(`/addin/${key}/signature?email=${encodeURIComponent(admin.email)}&compose=${compose}`);
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { html: string }).html;
    };
    const full = await signature("new");
    expect(full).not.toContain("writing back");
    expect(full).toContain("<img");
    const reply = await signature("reply");
    expect(reply).toMatch(/<p[^>]*>[^<]+, writing back<\/p>/);
    expect(reply).not.toContain("<img");
    expect(await signature("forward")).toBe(reply);
  });
});
