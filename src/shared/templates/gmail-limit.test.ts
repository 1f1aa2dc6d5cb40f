import { describe, expect, it } from "vitest";
import { formatGmailCount, GMAIL_SIGNATURE_LIMIT, isOverGmailLimit } from "./gmail-limit";

describe("Gmail's signature limit", () => {
  it("says the count against the limit with thousands separators", () => {
    expect(formatGmailCount(8412)).toBe("8,412 of 10,000");
    expect(formatGmailCount(0)).toBe("0 of 10,000");
    expect(formatGmailCount(12_345, 20_000)).toBe("12,345 of 20,000");
  });

  it("is over the limit only above 10,000", () => {
    expect(GMAIL_SIGNATURE_LIMIT).toBe(10_000);
    expect(isOverGmailLimit(10_000)).toBe(false);
    expect(isOverGmailLimit(10_001)).toBe(true);
  });
});
