import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMicrosoft, type FakeMicrosoft } from "../../../../../../dev-servers/fake-microsoft/fake-microsoft";
import { createMicrosoftTokens, type MicrosoftApp } from "./microsoft-tokens";
import { MicrosoftApiError } from "./microsoft-http";

let fake: FakeMicrosoft;
let app: MicrosoftApp;
beforeAll(async () => {
  fake = await startFakeMicrosoft();
  const tenantId = fake.addTenant({ domain: "tokens.test" });
  const { clientId, secret } = fake.registerApp(tenantId);
  app = { loginUrl: fake.url, tenantId, clientId, clientSecret: secret };
});
afterAll(() => fake.close());

describe("Microsoft Graph access tokens (client credentials)", () => {
  it("asks the tenant's token endpoint, keeps the token until five minutes before it expires, then asks again", async () => {
    let now = Date.now();
    const tokens = createMicrosoftTokens(() => now);
    const first = await tokens.get(app);
    expect(await tokens.get(app)).toBe(first);
    now += 54 * 60_000;
    expect(await tokens.get(app)).toBe(first);
    now += 2 * 60_000;
    expect(await tokens.get(app)).not.toBe(first);
    expect(tokens.minted).toBe(2);
    // The tenant's domain names it too; another secret is another token.
    expect(await tokens.get({ ...app, tenantId: "tokens.test" })).not.toBe(first);
  });

  it("shares one request between concurrent asks", async () => {
    const tokens = createMicrosoftTokens();
    const all = await Promise.all(Array.from({ length: 10 }, () => tokens.get(app)));
    expect(new Set(all).size).toBe(1);
    expect(tokens.minted).toBe(1);
  });

  it("reads Microsoft's AADSTS codes: a wrong secret, an unknown tenant, an unknown app", async () => {
    const tokens = createMicrosoftTokens();
    const refused = (a: MicrosoftApp) =>
      tokens.get(a).then(
        () => null as unknown as MicrosoftApiError,
        (e: unknown) => e as MicrosoftApiError,
      );
    const wrong = await refused({ ...app, clientSecret: "nope" });
    expect(wrong).toBeInstanceOf(MicrosoftApiError);
    expect(wrong).toMatchObject({ status: 401, code: "AADSTS7000215", aadsts: 7000215 });
    // Only the first line of Microsoft's description: no trace or correlation ids.
    expect(wrong.message).toMatch(/^AADSTS7000215: Invalid client secret provided\./);
    expect(wrong.message).not.toMatch(/Trace ID/);
    expect(await refused({ ...app, tenantId: "nobody.test" })).toMatchObject({ status: 400, code: "AADSTS90002" });
    expect(await refused({ ...app, clientId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ code: "AADSTS700016" });
    expect(await refused({ ...app, loginUrl: "http://127.0.0.1:9" })).toMatchObject({ status: 0, code: "network" });
  });
});
