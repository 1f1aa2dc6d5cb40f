import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";
import { SignUpSchema } from "../../shared/auth/auth-schema";

describe("the common-password list", () => {
  const entries = readFileSync(new URL("./common-passwords/list.txt", import.meta.url), "utf8")
    .trimEnd()
    .split("\n");

  it("holds 10,000 distinct lower-case passwords", () => {
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    expect(entries.every((p) => p === p.toLowerCase() && p.length > 0)).toBe(true);
  });

  it("refuses passwords that the password rules accept, whatever their case", () => {
    for (const password of ["Password1", "Qwerty123", "Iloveyou1"]) {
      const signUp = { email: "a@b.co", password, confirmPassword: password, first_name: "A", last_name: "B", acceptTerms: true };
      expect(SignUpSchema.safeParse(signUp).success).toBe(true);
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    expect(isCommonPassword("Signet-demo-1")).toBe(false);
    expect(isCommonPassword("Test-password-1")).toBe(false);
    expect(isCommonPassword("")).toBe(false);
  });
});
