import { describe, expect, it } from "vitest";
import { uncachedDecimal } from "./uncached-decimal";

describe("uncachedDecimal", () => {
  it.each([0, 1, 9, 10, 11, 99, 100, 599, 1200, 99_999_999, 100_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER])(
    "writes %d as String does",
    (n) => {
      expect(uncachedDecimal(n)).toBe(String(n));
    },
  );

  it("writes a fraction's whole part and nothing below 0", () => {
    expect(uncachedDecimal(41.9)).toBe("41");
    expect(uncachedDecimal(-3)).toBe("0");
  });
});
