// The fake's control endpoints that browser specs share it through: a Workspace customer of a
// spec's own (/fake/customers), and that customer's Gmail state alone (/fake/state?domain=).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPKCS8, SignJWT } from "jose";
import { GMAIL_SCOPE, GOOGLE_TOKEN_URI, startFakeGoogle, type FakeGoogle } from "./fake-google";
import { createServiceAccount } from "./service-account";

describe("the fake of Google, shared by customers", () => {
  let fake: FakeGoogle;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());

  const control = (path: string, body?: unknown) =>
    fetch(`${fake.url}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  const person = (email: string) => ({ id: email, primaryEmail: email, name: { givenName: "Ada", familyName: "Lovelace" } });

  /** Puts `signature` in `email`'s Gmail as a delegated service account would. */
  async function putSignature(email: string, signature: string) {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: GMAIL_SCOPE })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(key.client_email)
      .setSubject(email)
      .setAudience(GOOGLE_TOKEN_URI)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(key.private_key, "RS256"));
    const form = new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion });
    const { access_token } = (await (await fetch(`${fake.url}/token`, { method: "POST", body: form })).json()) as { access_token: string };
    const put = await fetch(`${fake.url}/gmail/v1/users/me/settings/sendAs/${encodeURIComponent(email)}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ signature }),
    });
    expect(put.status).toBe(200);
  }

  it("answers one customer's mailboxes and updates, not another's", async () => {
    expect((await control("/fake/customers", { domain: "one.test", users: [person("ada@one.test")] })).status).toBe(200);
    expect((await control("/fake/customers", { domain: "two.test", users: [person("bob@two.test")] })).status).toBe(200);
    await putSignature("ada@one.test", "<p>Ada</p>");
    await putSignature("ada@one.test", "<p>Ada Lovelace</p>");

    const one = (await (await control("/fake/state?domain=ONE.test")).json()) as { updates: number; signatures: Record<string, unknown> };
    expect(one).toEqual({
      updates: 2,
      signatures: { "ada@one.test": [{ sendAsEmail: "ada@one.test", isPrimary: true, signature: "<p>Ada Lovelace</p>" }] },
    });
    expect(await (await control("/fake/state?domain=two.test")).json()).toEqual({ updates: 0, signatures: {} });
    // Without a domain: the whole fake, as before.
    const all = (await (await control("/fake/state")).json()) as { counts: { updates: number } };
    expect(all.counts.updates).toBe(2);
  });
});
