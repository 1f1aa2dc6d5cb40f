import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay } from "./format-date";

describe("formatDate", () => {
  // 25 Nov 00:00 in Berlin is 24 Nov 23:00 UTC: the company's day is the 25th wherever the browser is.
  const berlinMidnight = "2026-11-24T23:00:00.000Z";

  it("shows a company's instant on the company's calendar, not the browser's", () => {
    expect(formatDate(berlinMidnight, "Europe/Berlin")).toBe(formatDate("2026-11-25T12:00:00Z", "UTC"));
    expect(formatDate(berlinMidnight, "Europe/Berlin")).toMatch(/25/);
    expect(formatDate(berlinMidnight, "UTC")).toMatch(/24/);
    expect(formatDateTime(berlinMidnight, "Europe/Berlin")).toMatch(/25/);
    expect(formatDateTime(berlinMidnight, "Europe/Berlin")).toMatch(/12:00|00:00/);
  });

  it("shows a calendar day as that day, and survives an unknown zone", () => {
    expect(formatDay("2026-11-25")).toBe(formatDate("2026-11-25T12:00:00Z", "UTC"));
    expect(formatDate(berlinMidnight, "Not/AZone")).toBe(formatDate(berlinMidnight));
  });
});
