import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Signet-demo-1");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: "Signet-demo-1" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Signet-demo-2" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses hashes in an unknown format", async () => {
    expect(await verifyPassword({ hash: "bcrypt$xyz", password: "x" })).toBe(false);
  });
});
