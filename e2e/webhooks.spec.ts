// /company-settings?tab=webhooks: an admin adds an endpoint pointing at a receiver this test
// starts on 127.0.0.1 (the server runs with the test-only OUTBOUND_TEST_ALLOW_LOOPBACK),
// sees the secret, sends a test event, sees it in the delivery log, redelivers, rotates the
// secret and deletes the endpoint. The receiver checks every signature with the
// standardwebhooks library.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./support/test";
import { Webhook } from "standardwebhooks";
import { signUpByApi, uniqueEmail } from "./support/auth";

type Received = { headers: Record<string, string>; body: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/signet`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function secretShown(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  const secret = (await dialog.locator("code").first().textContent()) ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test("an admin adds a webhook endpoint, sends a test event, sees it delivered, redelivers, rotates the secret and deletes it", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signUpByApi(page, { company: `Hooks ${Date.now().toString(36)}`, email: uniqueEmail("hooks"), first: "Wen", last: "Admin" });
    await page.goto("/company-settings?tab=webhooks");
    await expect(page.getByRole("heading", { name: "No webhook endpoints yet" })).toBeVisible();
    await page.getByRole("button", { name: "Add endpoint" }).click();

    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill("http://hooks.example.com/in");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.getByText("Use an https:// address: webhooks are only sent over HTTPS.")).toBeVisible();
    await expect(dialog.getByText("Choose at least one event.")).toBeVisible();

    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByLabel("Description").fill("HR system");
    await dialog.getByRole("checkbox", { name: /Member removed/ }).check();
    await dialog.getByRole("checkbox", { name: /Deployment completed/ }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await secretShown(page, "Endpoint added");

    const endpoint = page.getByTestId("webhook-endpoint");
    await expect(endpoint.getByText(receiver.url)).toBeVisible();
    await expect(endpoint.getByText("Active")).toBeVisible();
    await expect(endpoint.getByText("HR system")).toBeVisible();
    await expect(endpoint.getByRole("list", { name: "Events" })).toHaveText(/Member removed.*Deployment completed/);

    // The secret can be revealed again.
    await endpoint.getByRole("button", { name: "Reveal secret" }).click();
    expect(await secretShown(page, "Signing secret")).toBe(secret);

    await endpoint.getByRole("button", { name: "Send test event" }).click();
    const rows = endpoint.getByTestId("delivery-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("webhook.test");
    await expect(rows.first()).toContainText("Delivered");
    await expect(rows.first()).toContainText("HTTP 204");
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0];
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({ type: "webhook.test" });

    await rows
      .first()
      .getByRole("button", { name: /Redeliver/ })
      .click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Delivered");
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1].headers["webhook-id"]).toBe(first.headers["webhook-id"]);

    await endpoint.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("dialog", { name: "Rotate the signing secret?" }).getByRole("button", { name: "Rotate secret" }).click();
    const rotated = await secretShown(page, "New signing secret");
    expect(rotated).not.toBe(secret);
    await expect(endpoint.getByText(/Secret rotated: deliveries carry the previous secret's signature too until/)).toBeVisible();
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await expect(rows).toHaveCount(3);
    await expect.poll(() => receiver.received.length).toBe(3);
    const during = receiver.received[2];
    expect(during.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(rotated).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(secret).verify(during.body, during.headers)).toBeTruthy();

    await endpoint.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page.getByRole("dialog", { name: "Delete this webhook endpoint?" }).getByRole("button", { name: "Delete endpoint" }).click();
    await expect(page.getByRole("heading", { name: "No webhook endpoints yet" })).toBeVisible();

    // Every change is in the Activity log, no secret in it.
    await page.getByRole("tab", { name: "Activity" }).click();
    for (const words of ["added a webhook endpoint", "rotated a webhook secret", "deleted a webhook endpoint"])
      await expect(page.getByText(`${words}: ${receiver.url}`)).toBeVisible();
    await expect(page.getByText(secret.slice(6, 20))).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
