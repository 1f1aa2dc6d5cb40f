import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_PARAMS, useCheapPasswordHashingForTests, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with OWASP's scrypt parameters, and verifies the right password and refuses a wrong one", async () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 16384, r: 8, p: 5 });
    const hash = await hashPassword("Signet-demo-1", PASSWORD_PARAMS);
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: "Signet-demo-1" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Signet-demo-2" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("test runs hash cheaper, and the hashes still verify; production refuses that", async () => {
    const hash = await hashPassword("Signet-demo-1");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword({ hash, password: "Signet-demo-1" })).toBe(true);
    expect(() => useCheapPasswordHashingForTests({ isProduction: true })).toThrow("test runs only");
  });

  it("refuses hashes in an unknown format", async () => {
    expect(await verifyPassword({ hash: "bcrypt$xyz", password: "x" })).toBe(false);
  });
});
