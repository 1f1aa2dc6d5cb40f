import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, startFakeGoogle, type FakeGoogle } from "../../../../../../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../../../../../../dev-servers/fake-google/service-account";
import { createGoogleTokens } from "./google-tokens";
import { GoogleApiError } from "./google-http";

let fake: FakeGoogle;
beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());

describe("Google access tokens", () => {
  it("mints a token the fake accepts, keeps it until five minutes before it expires, then mints another", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    let now = Date.now();
    const tokens = createGoogleTokens(fake.url, () => now);
    const first = await tokens.get({ id: "connection-1", key }, "ada@example.com", GMAIL_SCOPE);
    expect(await tokens.get({ id: "connection-1", key }, "ada@example.com", GMAIL_SCOPE)).toBe(first);
    // Another user or scope is another token.
    expect(await tokens.get({ id: "connection-1", key }, "grace@example.com", GMAIL_SCOPE)).not.toBe(first);
    now += 54 * 60_000;
    expect(await tokens.get({ id: "connection-1", key }, "ada@example.com", GMAIL_SCOPE)).toBe(first);
    now += 2 * 60_000;
    expect(await tokens.get({ id: "connection-1", key }, "ada@example.com", GMAIL_SCOPE)).not.toBe(first);
    expect(tokens.minted).toBe(3);
  });

  it("shares one request between concurrent asks", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const tokens = createGoogleTokens(fake.url);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => tokens.get({ id: "connection-1", key }, "ada@example.com", GMAIL_SCOPE)),
    );
    expect(new Set(all).size).toBe(1);
    expect(tokens.minted).toBe(1);
  });

  it("reports Google's unauthorized_client for a scope not delegated, and invalid_grant for a key Google doesn't hold", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const tokens = createGoogleTokens(fake.url);
    const refused = await tokens.get({ id: "connection-1", key }, "ada@example.com", DIRECTORY_SCOPE).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized_client" });
    const other = createServiceAccount({ allowClient: () => undefined }, [GMAIL_SCOPE]);
    const forged = { ...other, client_email: key.client_email };
    expect(await tokens.get({ id: "connection-2", key: forged }, "ada@example.com", GMAIL_SCOPE).catch((e: unknown) => e)).toMatchObject({
      code: "invalid_grant",
    });
  });
});

describe("Google access tokens per company", () => {
  it("keeps a token per company connection and private key: another key naming the same client email gets no kept token", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const tokens = createGoogleTokens(fake.url);
    const acme = await tokens.get({ id: "acme-connection", key }, "ada@example.com", GMAIL_SCOPE);
    expect(tokens.minted).toBe(1);
    // Another company's key file: Acme's client email, a private key of its own. Google is asked
    // (with an assertion signed by that key) and refuses; Acme's token is never handed out.
    const stranger = createServiceAccount({ allowClient: () => undefined }, [GMAIL_SCOPE]);
    const forged = { ...stranger, client_email: key.client_email, client_id: key.client_id };
    const tokensAsked = fake.counts.tokens;
    for (const id of ["other-connection", "acme-connection"]) {
      const refused = await tokens.get({ id, key: forged }, "ada@example.com", GMAIL_SCOPE).catch((e: unknown) => e);
      expect(refused, id).toMatchObject({ code: "invalid_grant" });
    }
    expect(fake.counts.tokens).toBe(tokensAsked);
    // The same key under another connection is another token, minted for it.
    const elsewhere = await tokens.get({ id: "other-connection", key }, "ada@example.com", GMAIL_SCOPE);
    expect(elsewhere).not.toBe(acme);
    expect(tokens.minted).toBe(2);
  });
});
