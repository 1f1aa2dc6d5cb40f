import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("settings", () => {
  it("has working defaults for a fresh machine", () => {
    const e = readEnv({});
    expect(e).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      baseUrl: "http://localhost:3000",
      seedDemo: true,
      isProduction: false,
      REQUIRE_ACCOUNT_ACTIVATION: false,
    });
  });

  it("seeds demo data on the embedded database only, unless told otherwise", () => {
    expect(readEnv({ DATABASE_URL: "postgres://x/y" }).seedDemo).toBe(false);
    expect(readEnv({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(readEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), SECRETS_KEY: "ab".repeat(32) }).seedDemo).toBe(false);
    expect(
      readEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), SECRETS_KEY: "ab".repeat(32), SEED_DEMO: "true" }).seedDemo,
    ).toBe(true);
  });

  it("refuses to run in production without a secret, and names bad settings", () => {
    expect(() => readEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ BASE_URL: "not a url" })).toThrow(/BASE_URL/);
  });

  it("needs a 32-byte SECRETS_KEY in production, and uses a fixed development key otherwise", () => {
    expect(() => readEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) })).toThrow(/SECRETS_KEY: required/);
    expect(() => readEnv({ SECRETS_KEY: "too-short" })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    expect(readEnv({ SECRETS_KEY: "ab".repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab));
    expect(readEnv({ SECRETS_KEY: Buffer.alloc(32, 7).toString("base64") }).secretsKey).toEqual(Buffer.alloc(32, 7));
    expect(readEnv({}).secretsKey).toHaveLength(32);
  });

  it("refuses the test-only webhook setting (http to 127.0.0.1) in production; it is off by default", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), SECRETS_KEY: "ab".repeat(32) } as const;
    expect(() => readEnv({ ...production, OUTBOUND_TEST_ALLOW_LOOPBACK: "true" })).toThrow(
      /OUTBOUND_TEST_ALLOW_LOOPBACK: a test-only setting/,
    );
    expect(readEnv(production).OUTBOUND_TEST_ALLOW_LOOPBACK).toBe(false);
    expect(readEnv({ OUTBOUND_TEST_ALLOW_LOOPBACK: "true" }).OUTBOUND_TEST_ALLOW_LOOPBACK).toBe(true);
  });

  it("refuses the test-only cheap password hashing in production; it is off by default", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), SECRETS_KEY: "ab".repeat(32) } as const;
    expect(() => readEnv({ ...production, TEST_CHEAP_PASSWORD_HASHING: "true" })).toThrow(
      /TEST_CHEAP_PASSWORD_HASHING: a test-only setting, refused in production/,
    );
    expect(readEnv(production).TEST_CHEAP_PASSWORD_HASHING).toBe(false);
    expect(readEnv({}).TEST_CHEAP_PASSWORD_HASHING).toBe(false);
    expect(readEnv({ TEST_CHEAP_PASSWORD_HASHING: "true" }).TEST_CHEAP_PASSWORD_HASHING).toBe(true);
  });

  it("uses BASE_URL without a trailing slash", () => {
    expect(readEnv({ BASE_URL: "https://sig.example.com/" }).baseUrl).toBe("https://sig.example.com");
  });
});
