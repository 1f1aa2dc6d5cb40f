import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, startFakeGoogle, type FakeGoogle } from "../../../fake-google/fake-google";
import { createServiceAccount } from "../../../fake-google/service-account";
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
    const tokens = createGoogleTokens(() => now);
    const first = await tokens.get(key, "ada@example.com", GMAIL_SCOPE);
    expect(await tokens.get(key, "ada@example.com", GMAIL_SCOPE)).toBe(first);
    // Another user or scope is another token.
    expect(await tokens.get(key, "grace@example.com", GMAIL_SCOPE)).not.toBe(first);
    now += 54 * 60_000;
    expect(await tokens.get(key, "ada@example.com", GMAIL_SCOPE)).toBe(first);
    now += 2 * 60_000;
    expect(await tokens.get(key, "ada@example.com", GMAIL_SCOPE)).not.toBe(first);
    expect(tokens.minted).toBe(3);
  });

  it("shares one request between concurrent asks", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const tokens = createGoogleTokens();
    const all = await Promise.all(Array.from({ length: 10 }, () => tokens.get(key, "ada@example.com", GMAIL_SCOPE)));
    expect(new Set(all).size).toBe(1);
    expect(tokens.minted).toBe(1);
  });

  it("reports Google's unauthorized_client for a scope not delegated, and invalid_grant for a key Google doesn't hold", async () => {
    const key = createServiceAccount(fake, [GMAIL_SCOPE]);
    const tokens = createGoogleTokens();
    const refused = await tokens.get(key, "ada@example.com", DIRECTORY_SCOPE).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized_client" });
    const other = createServiceAccount({ url: fake.url, allowClient: () => undefined }, [GMAIL_SCOPE]);
    const forged = { ...other, client_email: key.client_email };
    expect(await tokens.get(forged, "ada@example.com", GMAIL_SCOPE).catch((e: unknown) => e)).toMatchObject({ code: "invalid_grant" });
  });
});
