// The template editor (/templates/{id}): the designer, the HTML source with its palette, the
// live preview, the save report, the Gmail length warning, versions and the unsaved-changes
// prompt. Every test makes its own uniquely named template, so a retry against the same
// server starts clean.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { DEMO, signInByApi } from "./support/auth";
import { createClassicTemplateAndEdit } from "./support/templates";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${process.pid}-${Math.floor(Math.random() * 1e4)}`;
const preview = (page: Page) => page.frameLocator('iframe[title^="Template preview"]');
const source = (page: Page) => page.getByTestId("html-source").locator(".cm-content");

async function newTemplate(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/templates", { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { template: { id: string } }).template.id;
}

async function openEditor(page: Page, id: string, name: string) {
  await page.goto(`/templates/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Detaches the designed template and replaces its HTML with `html`. */
async function replaceHtml(page: Page, html: string) {
  await page.getByRole("tab", { name: "HTML" }).click();
  const detach = page.getByRole("button", { name: "Edit HTML by hand" });
  if (await detach.isVisible()) {
    await detach.click();
    await page.getByRole("dialog", { name: "Edit the HTML by hand?" }).getByRole("button", { name: "Detach and edit HTML" }).click();
  }
  await source(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  // insertText, not typing: CodeMirror would close each typed tag on its own.
  await page.keyboard.insertText(html);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude("iframe[sandbox]").disableRules(["region"]).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))])).toEqual([]);
}

async function save(page: Page, note = "") {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save template" });
  if (note) await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Save version" }).click();
  await expect(dialog).toBeHidden();
}

test("a template made in the designer from the gallery, re-coloured without the photo, becomes the default on a member's signature", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const before = (await (await page.request.get("/api/templates")).json()) as { templates: { id: string; isDefault: boolean }[] };
  const previousDefault = before.templates.find((t) => t.isDefault)!.id;
  const name = unique("E2E Designed");
  try {
    await createClassicTemplateAndEdit(page, name);

    // The photo is in the preview until its block is hidden; the colour follows the hex field.
    await expect(preview(page).locator('img[alt="Alex Morgan"]')).toHaveCount(1);
    await page.getByRole("switch", { name: "Show Photo" }).click();
    await page.getByLabel("Brand colour", { exact: true }).fill("#c2410c");
    await expect(preview(page).locator('img[alt="Alex Morgan"]')).toHaveCount(0);
    await expect(preview(page).locator('[style*="#c2410c"]').first()).toBeAttached();
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    await save(page, "Orange, no photo");
    await expect(page.getByRole("heading", { name: /Saved as version 2/ })).toBeVisible();

    await page.getByRole("link", { name: "All templates" }).click();
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: "Set as default" }).click();
    // It changes every member's signature, so it asks first.
    await page
      .getByRole("dialog", { name: /the default\?$/ })
      .getByRole("button", { name: "Set as default" })
      .click();
    await expect(card.getByText("Default", { exact: true })).toBeVisible();

    // The member (no department template) gets it on their next load of /signature.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInByApi(member, DEMO.member);
    await member.goto("/signature");
    const signature = member.frameLocator('iframe[title="Email signature preview"]');
    await expect(signature.getByText("Jordan Lee").first()).toBeVisible();
    await expect(signature.locator('[style*="#c2410c"]').first()).toBeAttached();
    await expect(signature.locator('img[alt="Jordan Lee"]')).toHaveCount(0);
    await memberContext.close();
  } finally {
    // Other specs expect the demo account's own default.
    await page.request.post(`/api/templates/${previousDefault}/default`);
  }
});

test("HTML: the palette inserts a placeholder at the cursor and the preview follows; unknown ones are marked", async ({ page }) => {
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Palette");
  await openEditor(page, await newTemplate(page, name), name);
  // CodeMirror's styles apply under the app's CSP (a constructed sheet in its shadow root).
  await page.getByRole("tab", { name: "HTML" }).click();
  await expect(page.getByTestId("html-source").locator(".cm-gutters")).toHaveCSS("background-color", "rgb(248, 250, 252)");
  expect(cspViolations).toEqual([]);
  await replaceHtml(page, "<p>Greetings from the team</p>");
  await expect(preview(page).getByText("Greetings from the team")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Design" })).toBeVisible();
  await expect(page.getByText("HTML", { exact: true }).first()).toBeVisible();

  // The cursor goes before " the team": the company name is inserted there.
  await page.keyboard.press("End");
  for (let i = 0; i < "the team</p>".length; i++) await page.keyboard.press("ArrowLeft");
  await page.getByRole("button", { name: "Insert Company name placeholder" }).click();
  await expect(source(page)).toContainText("<p>Greetings from {{company_name}}the team</p>");
  await expect(preview(page).getByText("Greetings from Acme Inc.the team")).toBeVisible();

  await page.getByRole("button", { name: /Insert \{\{#if\}\} block/ }).click();
  await expect(source(page)).toContainText("{{#if personal_phone}}{{/if}}");

  await source(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("<p>{{fullname}}</p>");
  await expect(page.getByRole("list", { name: "Unknown placeholders" })).toContainText(
    '{{fullname}} on line 1: no field called "fullname"',
  );
  await expect(page.getByTestId("html-source").locator(".cm-unknown-placeholder")).toHaveText("{{fullname}}");

  await expectNoSeriousAxeViolations(page);
});

test("a pasted <script> and onerror are named in the save report", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Hostile");
  await openEditor(page, await newTemplate(page, name), name);
  await replaceHtml(
    page,
    '<p>{{full_name}}</p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(2)" width="10" height="10" alt="x">',
  );
  await save(page);
  const removed = page.getByRole("list", { name: "Removed on save" });
  await expect(removed).toContainText("script");
  await expect(removed).toContainText("onerror");
  await expect(page.getByRole("heading", { name: /Saved as version 2. Some content was removed/ })).toBeVisible();
  // What was saved is what the editor now shows: no script, no handler.
  await expect(source(page)).not.toContainText("<script");
  await expect(source(page)).not.toContainText("onerror");
});

test("an SVG with a filter is refused in the save dialog, saying why, and the message stays inside the dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Noise");
  await openEditor(page, await newTemplate(page, name), name);
  await replaceHtml(
    page,
    '<p>{{full_name}}</p>\n<svg xmlns="http://www.w3.org/2000/svg" width="600" height="4000"><filter id="n"><feTurbulence baseFrequency="0.9"/></filter><rect width="600" height="4000" filter="url(#n)"/></svg>',
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save template" });
  await dialog.getByRole("button", { name: "Save version" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toHaveText(
    "The HTML: An SVG image in the template embeds a picture, uses a filter or script, or refers to another file (it has <filter>), so it can't be turned into a PNG. Export it as PNG and use that instead (line 2)",
  );
  const [box, inside] = [await alert.boundingBox(), await dialog.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(inside!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(inside!.x + inside!.width);
});

test("a 12,000-character template shows the Gmail warning", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Long");
  await openEditor(page, await newTemplate(page, name), name);
  await replaceHtml(page, `<p>{{full_name}}</p><p>${"Long disclaimer text. ".repeat(545)}</p>`);
  await expect(page.getByTestId("gmail-count")).toHaveText(/^1[2-9],\d{3} of 10,000$/);
  await expect(
    page.getByText(/Over Gmail's limit: Gmail allows 10,000 characters\. Deploying with "Put it in Gmail" skips every member/),
  ).toBeVisible();
  await expect(page.getByRole("meter", { name: "Gmail length" })).toHaveAttribute("aria-valuenow", "100");
  // Being over the limit is a problem: the badge counts it.
  await expect(page.getByText("1 problem", { exact: true })).toBeVisible();
  await expect(page.getByText("No problems")).toHaveCount(0);
});

test("versions: a diff between two versions, and restoring an older one makes a new version", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Versions");
  await openEditor(page, await newTemplate(page, name), name);
  await replaceHtml(page, "<p>First words for {{full_name}}</p>");
  await save(page, "First words");
  await replaceHtml(page, "<p>Second words for {{full_name}}</p>");
  await save(page, "Second words");
  await expect(page.getByTestId("template-version")).toHaveText("Version 3");

  await page.getByRole("tab", { name: "Versions" }).click();
  await expect(page.getByTestId("version-2")).toContainText("First words");
  await page.getByLabel("Compare from version").selectOption("2");
  await page.getByLabel("Compare with version").selectOption("3");
  const diff = page.getByRole("table", { name: "Changes from version 2 to version 3" });
  await expect(diff.getByRole("row").filter({ hasText: "removed" })).toContainText("<p>First words for {{full_name}}</p>");
  await expect(diff.getByRole("row").filter({ hasText: "added" })).toContainText("<p>Second words for {{full_name}}</p>");

  await page.getByRole("button", { name: "Restore version 2" }).click();
  await page.getByRole("dialog", { name: "Restore version 2?" }).getByRole("button", { name: "Restore version 2" }).click();
  await expect(page.getByTestId("template-version")).toHaveText("Version 4");
  await expect(preview(page).getByText("First words for Alex Morgan")).toBeVisible();
  await expect(page.getByTestId("version-4")).toBeVisible();

  await expectNoSeriousAxeViolations(page);
});

test("unsaved changes ask before leaving the page", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Unsaved");
  await openEditor(page, await newTemplate(page, name), name);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("switch", { name: "Show Divider" }).click();
  await page.getByRole("link", { name: "Email Templates" }).click();
  const prompt = page.getByRole("dialog", { name: "Leave without saving?" });
  await prompt.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]+$/);
  await expect(page.getByRole("switch", { name: "Show Divider" })).toHaveAttribute("aria-checked", "true");

  // Closing the tab (or reloading) asks through the browser's own prompt; dismissed, the page stays.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe("beforeunload");
  await expect(page.getByRole("switch", { name: "Show Divider" })).toHaveAttribute("aria-checked", "true");

  await page.getByRole("link", { name: "Email Templates" }).click();
  await prompt.getByRole("button", { name: "Leave and discard changes" }).click();
  await expect(page).toHaveURL(/\/templates$/);
});

test("Format pretty-prints one-line HTML without changing the preview, and a plain save says it was saved", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E Format");
  await openEditor(page, await newTemplate(page, name), name);
  await replaceHtml(
    page,
    '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse"><tbody><tr><td style="padding:0 12px 0 0"><img src="{{logo_url}}" width="110" height="33" alt="{{company_name}}" style="display:block;border:0"></td><td style="font-family:Arial,sans-serif;font-size:14px;color:#111827"><span style="font-weight:bold">{{full_name}}</span> <span style="color:#6b7280">|</span> {{job_title}}{{#if office_phone}}<br>T <a href="tel:{{office_phone}}" style="color:#111827">{{office_phone}}</a>{{/if}}</td></tr></tbody></table>',
  );
  const lines = page.getByTestId("html-source").locator(".cm-line");
  await expect(lines).toHaveCount(1);
  // The preview shows the pasted HTML (the designer's template it replaced had an image and a phone too).
  await expect(preview(page).locator("body")).toContainText("Alex Morgan | Head of Marketing");
  await expect(preview(page).locator("img").first()).toBeVisible();
  await expect(preview(page).getByText("T +1")).toBeVisible();
  // What the preview renders: its text and every element's box.
  const layout = () =>
    preview(page)
      .locator("body")
      .evaluate((body) =>
        JSON.stringify([
          (body as HTMLElement).innerText,
          [...body.querySelectorAll("*")].map((e) => {
            const r = e.getBoundingClientRect();
            return [e.tagName, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
          }),
        ]),
      );
  // The preview may be drawn once more after the paste (its frame replaced, which detaches a read
  // under way): read it until two reads in a row agree.
  let before = "";
  await expect
    .poll(async () => {
      const now = await layout().catch(() => null);
      const steady = now !== null && now === before;
      if (now !== null) before = now;
      return steady;
    })
    .toBe(true);

  await page.getByRole("button", { name: "Format" }).click();
  await expect.poll(() => lines.count()).toBeGreaterThan(8);
  await expect(source(page)).toContainText('<span style="font-weight:bold">{{full_name}}</span> <span style="color:#6b7280">|</span>');
  // Formatted again: nothing left to do.
  await expect(page.getByRole("button", { name: "Format" })).toBeDisabled();
  await expect.poll(layout, { message: "the preview renders the same" }).toBe(before);

  await save(page);
  await expect(page.getByRole("heading", { name: "Saved as version 2.", exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Removed on save" })).toHaveCount(0);
  await expect(page.getByText("nothing needed changing")).toHaveCount(0);
});

test("a pasted SVG data: image shows in the preview before saving; one saving would refuse is named; a remote SVG's message wraps in the save dialog", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  const name = unique("E2E SVG preview");
  await openEditor(page, await newTemplate(page, name), name);
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><rect width="80" height="20" rx="4" fill="#0f766e"/></svg>';
  await replaceHtml(
    page,
    `<p>{{full_name}}</p><img src="data:image/svg+xml;base64,${Buffer.from(drawing).toString("base64")}" width="80" height="20" alt="Mark">`,
  );
  const mark = preview(page).locator('img[alt="Mark"]');
  await expect(mark).toBeVisible();
  await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);
  await expect(page.getByText("Saving will refuse this template:")).toHaveCount(0);

  const noisy =
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><filter id="n"><feTurbulence baseFrequency="0.9"/></filter><rect width="80" height="20" filter="url(#n)"/></svg>';
  await replaceHtml(
    page,
    `<p>{{full_name}}</p><img src="data:image/svg+xml,${encodeURIComponent(noisy)}" width="80" height="20" alt="Noise">`,
  );
  const refused = page.getByRole("list", { name: "Refused on save" });
  await expect(refused).toContainText("(it has <filter>), so it can't be turned into a PNG. Export it as PNG and use that instead.");

  await page.setViewportSize({ width: 390, height: 844 });
  const remote = `https://cdn.example.com/assets/brand/${"very-long-folder-name-".repeat(4)}/company-logo-primary-horizontal.svg`;
  await replaceHtml(page, `<p>{{full_name}}</p><img src="${remote}" width="120" height="30" alt="Logo">`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save template" });
  await dialog.getByRole("button", { name: "Save version" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("Mail clients don't show SVG images");
  const [box, inside] = [await alert.boundingBox(), await dialog.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(inside!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(inside!.x + inside!.width);
  expect(await alert.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: "test-results/editor-remote-svg-390.png" });
});
