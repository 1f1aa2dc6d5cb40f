// The member's profile: editing details and the photo changes the signature preview.
// Each test works on a fresh user in a fresh company, so it can change anything.
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";
import { PROFILE_MESSAGES } from "../src/shared/profiles/profile-schema";
import { PHOTO_MESSAGES } from "../src/shared/profiles/photo-rules";

const preview = (page: Page) => page.frameLocator('iframe[title="Email signature preview"]');
const details = (page: Page) => page.locator("form").filter({ has: page.getByLabel("First name") });

async function freshMember(page: Page) {
  await signUpByApi(page, {
    company: `Profile Test ${Date.now().toString(36)}`,
    first: "Erin",
    last: "Tester",
    email: uniqueEmail("profile"),
  });
}

test("saving the profile changes the signature preview", async ({ page }) => {
  await freshMember(page);
  await page.goto("/signature");
  await expect(preview(page).getByText("Erin Tester").first()).toBeVisible();

  await page.getByRole("link", { name: "User Profile" }).first().click();
  const form = details(page);
  await form.getByLabel("First name").fill("Robin");
  await form.getByLabel("Last name").fill("O'Hara-Smith");
  await form.getByLabel("Job title").fill("Head of Partnerships");
  await form.getByLabel("Personal phone").fill("+44 7700 900456");
  await form.getByLabel("LinkedIn URL").fill("linkedin.com/in/robin-ohara");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/Your profile has been saved/)).toBeVisible();
  await expect(form.getByLabel("LinkedIn URL")).toHaveValue("https://linkedin.com/in/robin-ohara");

  await page.getByRole("link", { name: "See your signature" }).click();
  await expect(preview(page).getByText("Robin O'Hara-Smith").first()).toBeVisible();
  await expect(preview(page).getByText(/Head of Partnerships/)).toBeVisible();
  await expect(preview(page).getByText("+44 7700 900456").first()).toBeVisible();
  await expect(preview(page).locator('a[href="https://linkedin.com/in/robin-ohara"]')).toHaveCount(1);
});

test("each invalid field says what is wrong, and nothing is saved", async ({ page }) => {
  await freshMember(page);
  await page.goto("/profile");
  const form = details(page);
  await form.getByLabel("First name").fill("");
  await form.getByLabel("Personal phone").fill("call me maybe");
  await form.getByLabel("LinkedIn URL").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("This field is required")).toBeVisible();
  await expect(form.getByText(PROFILE_MESSAGES.phoneInvalid)).toBeVisible();
  await expect(form.getByText(PROFILE_MESSAGES.linkedinScheme)).toBeVisible();
  await expect(form.getByLabel("First name")).toBeFocused();
  const { profile } = await (await page.request.get("/api/profile")).json();
  expect(profile.firstName).toBe("Erin");
});

test("an uploaded photo appears on the profile and in the signature; a fake image is refused", async ({ page }) => {
  await freshMember(page);
  await page.goto("/profile");
  const chooser = page.getByLabel("Choose a photo");

  // A text file named .png passes the browser's type check; the server reads the content.
  await chooser.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really an image") });
  await expect(page.getByText(PHOTO_MESSAGES.badType)).toBeVisible();

  await chooser.setInputFiles(path.join(process.cwd(), "public/static/demo/banner-launch.png"));
  await expect(page.getByText("Your photo has been updated.")).toBeVisible();
  const photo = page.getByTestId("profile-photo");
  await expect(photo).toHaveAttribute("src", /^\/files\/photos\/[0-9a-f-]+\.(png|jpg)$/);
  const src = await photo.getAttribute("src");
  const size = await photo.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(size).toEqual({ w: 192, h: 192 });

  await page.goto("/signature");
  await expect(preview(page).locator(`img[src$="${src}"]`)).toHaveCount(1);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Your photo has been removed.")).toBeVisible();
  await expect(page.getByTestId("profile-photo")).toHaveAttribute("src", "/static/defaults/photo.png");
});
