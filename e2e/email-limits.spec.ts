// The invite dialog says how many invitations the company may still send this hour and
// today (a new company: the lower limits), counts down as it sends, and warns before a
// list larger than what is left.
import { expect, test } from "./support/test";
import { signUpByApi, uniqueEmail } from "./support/auth";

test("the invite dialog shows the invitations left this hour and today, and warns when a list is larger", async ({ page }) => {
  await signUpByApi(page, { company: `Limit Co ${Date.now().toString(36)}`, first: "Lia", last: "Limit" });
  await page.goto("/users");
  await page.getByRole("button", { name: "Invite members" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Invite members" });
  await expect(dialog.getByText("You can still send 20 invitations this hour and 50 today.")).toBeVisible();

  await dialog.getByLabel("Email addresses").fill([uniqueEmail("l1"), uniqueEmail("l2")].join("\n"));
  await dialog.getByRole("button", { name: "Review invitations" }).click();
  await page.getByRole("dialog", { name: "Review invitations" }).getByRole("button", { name: "Send 2 invitations" }).click();
  await expect(page.getByRole("dialog", { name: "Invitations sent" }).getByText("2 invitations sent.")).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Invite members" }).first().click();
  dialog = page.getByRole("dialog", { name: "Invite members" });
  await expect(dialog.getByText("You can still send 18 invitations this hour and 48 today.")).toBeVisible();
  const many = Array.from({ length: 25 }, (_, i) => uniqueEmail(`many${i}`));
  await dialog.getByLabel("Email addresses").fill(many.join("\n"));
  await dialog.getByRole("button", { name: "Review invitations" }).click();
  const review = page.getByRole("dialog", { name: "Review invitations" });
  await expect(review.getByText(/Only 18 invitations of these 25 can be sent now/)).toBeVisible();
  await review.getByRole("button", { name: "Send 25 invitations" }).click();
  const done = page.getByRole("dialog", { name: "Invitations sent" });
  await expect(done.getByText("18 invitations sent.")).toBeVisible();
  await expect(done.getByText(/7 rows were not sent: your company reached its email limit/)).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Invite members" }).first().click();
  await expect(page.getByRole("dialog", { name: "Invite members" }).getByText(/Your company has reached its email limit/)).toBeVisible();
});
