import { describe, expect, it } from "vitest";
import { BrowserTimeZoneField, canonicalTimeZone, CompanyTimeZoneSchema, timeZoneNames, zoneWithOffset } from "./time-zones";
import { dayIn } from "../campaigns/zoned-time";

describe("company time zones", () => {
  it("offers UTC first and every zone of Intl's list", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Europe/Berlin");
    expect(new Set(names).size).toBe(names.length);
  });

  it("accepts a zone of the list, stores other spellings under the list's, refuses the rest", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("Etc/UTC")).toBe("UTC");
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
    expect(CompanyTimeZoneSchema.safeParse({ timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(CompanyTimeZoneSchema.parse({ timeZone: " Asia/Tokyo " }).timeZone).toBe("Asia/Tokyo");
  });

  it("takes the browser's zone at sign-up without ever refusing it", () => {
    expect(BrowserTimeZoneField.parse("America/Chicago")).toBe("America/Chicago");
    expect(BrowserTimeZoneField.parse("Mars/Olympus")).toBe("UTC");
    expect(BrowserTimeZoneField.parse(undefined)).toBe("UTC");
    expect(BrowserTimeZoneField.parse("x".repeat(100))).toBe("UTC");
  });

  it("names the offset, summer and winter", () => {
    expect(zoneWithOffset("UTC")).toBe("UTC");
    expect(zoneWithOffset("Europe/Berlin", new Date("2026-01-15T12:00:00Z"))).toBe("Europe/Berlin (UTC+01:00)");
    expect(zoneWithOffset("Europe/Berlin", new Date("2026-07-15T12:00:00Z"))).toBe("Europe/Berlin (UTC+02:00)");
  });

  it("gives the calendar day on the zone's wall clock", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(dayIn(instant, "UTC")).toBe("2026-03-01");
    expect(dayIn(instant, "Europe/Berlin")).toBe("2026-03-02");
    expect(dayIn(instant, "America/Los_Angeles")).toBe("2026-03-01");
    expect(dayIn(new Date("2026-03-02T09:59:00Z"), "Pacific/Kiritimati")).toBe("2026-03-02");
    expect(dayIn(new Date("2026-03-02T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-03-03");
  });
});
