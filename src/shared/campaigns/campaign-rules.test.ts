import { describe, expect, it } from "vitest";
import { instantToZoned, isLocalDateTime, zonedToInstant } from "./zoned-time";
import { twoProportionZTest, variantOf } from "./campaign-variant";
import { campaignStatus } from "./campaign-status";
import { CampaignSchema } from "./campaign-schema";

describe("zoned time", () => {
  it("turns wall-clock times into instants across daylight saving", () => {
    expect(zonedToInstant("2030-01-15T09:00", "Europe/Berlin")?.toISOString()).toBe("2030-01-15T08:00:00.000Z");
    expect(zonedToInstant("2030-07-15T09:00", "Europe/Berlin")?.toISOString()).toBe("2030-07-15T07:00:00.000Z");
    expect(zonedToInstant("2030-07-15T09:00", "America/New_York")?.toISOString()).toBe("2030-07-15T13:00:00.000Z");
    expect(instantToZoned(new Date("2030-07-15T13:00:00Z"), "America/New_York")).toBe("2030-07-15T09:00");
    expect(isLocalDateTime("2030-02-30T09:00")).toBe(false);
    expect(zonedToInstant("nonsense", "UTC")).toBeNull();
  });
});

describe("variants and the z-test", () => {
  it("assigns a stable variant per member and campaign", () => {
    expect(variantOf("c1", "u1")).toBe(variantOf("c1", "u1"));
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 1000; i++) counts[variantOf("3f0a9a52-1111-4a4a-9b9b-123456789abc", `user-${i}`)]++;
    expect(counts.a).toBeGreaterThan(430);
    expect(counts.b).toBeGreaterThan(430);
  });

  it("marks a winner only when the difference is significant at 95%", () => {
    expect(twoProportionZTest({ clicks: 10, impressions: 100 }, { clicks: 12, impressions: 100 }).winner).toBeNull();
    const clear = twoProportionZTest({ clicks: 20, impressions: 1000 }, { clicks: 60, impressions: 1000 });
    expect(clear.significant).toBe(true);
    expect(clear.winner).toBe("b");
    expect(twoProportionZTest({ clicks: 0, impressions: 0 }, { clicks: 5, impressions: 10 }).winner).toBeNull();
  });
});

describe("status and form rules", () => {
  const now = new Date("2030-06-01T12:00:00Z");
  it("computes the status from the data", () => {
    const base = { isActive: true, pausedAt: null, startsAt: null, endsAt: null };
    expect(campaignStatus(base, now)).toBe("live");
    expect(campaignStatus({ ...base, isActive: false }, now)).toBe("draft");
    expect(campaignStatus({ ...base, isActive: false, pausedAt: now }, now)).toBe("paused");
    expect(campaignStatus({ ...base, startsAt: "2030-07-01T00:00:00Z" }, now)).toBe("scheduled");
    expect(campaignStatus({ ...base, endsAt: "2030-05-01T00:00:00Z" }, now)).toBe("ended");
  });
  it("accepts uploaded, bundled and https banners only", () => {
    const parse = (imageUrl: string) => CampaignSchema.safeParse({ name: "x", imageUrl }).success;
    expect(parse("/files/banners/0b1c-2d.png")).toBe(true);
    expect(parse("/static/demo/banner-launch.png")).toBe(true);
    expect(parse("https://cdn.example.com/b.gif")).toBe(true);
    expect(parse("http://cdn.example.com/b.gif")).toBe(false);
    expect(parse("/files/../secret.png")).toBe(false);
    expect(parse("javascript:alert(1)")).toBe(false);
  });
});

describe("campaign landing page", () => {
  const parse = (landingPageUrl: string) => CampaignSchema.safeParse({ name: "Launch", landingPageUrl });

  it("adds https:// to an address typed without a scheme, as Website and LinkedIn do", () => {
    expect(parse("example.com/launch").data?.landingPageUrl).toBe("https://example.com/launch");
    expect(parse("example.com:8080/launch").data?.landingPageUrl).toBe("https://example.com:8080/launch");
    expect(parse("http://example.com").data?.landingPageUrl).toBe("http://example.com");
  });

  it("still refuses other schemes", () => {
    expect(parse("javascript:alert(1)").success).toBe(false);
    expect(parse("ftp://example.com").success).toBe(false);
  });
});
