import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { companyTemplates, profiles } from "../../db/schema";
import { colourIndexFor, initialsOf, MONOGRAM_PALETTE } from "./monogram";

describe("monogram initials and colours", () => {
  it("takes up to two initials, letters and digits only", () => {
    expect(initialsOf("Acme Inc.")).toBe("AI");
    expect(initialsOf("jordan lee")).toBe("JL");
    expect(initialsOf("Émilie Öberg")).toBe("EO");
    expect(initialsOf("Signet")).toBe("SI");
    expect(initialsOf("<script>")).toBe("SC");
    expect(initialsOf("  ")).toBe("S");
    expect(initialsOf(null)).toBe("S");
  });

  it("gives each account one fixed palette colour", () => {
    const index = colourIndexFor("0b6c1f1e-0000-4000-8000-000000000001");
    expect(index).toBe(colourIndexFor("0b6c1f1e-0000-4000-8000-000000000001"));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(MONOGRAM_PALETTE.length);
  });
});

describeEachDatabase("monogram images", (ctx) => {
  it("serves a PNG of the asked size with a long cache lifetime, the same bytes every time", async () => {
    const first = await ctx().app.request("/monograms/logo/AI-3.png");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The sandboxed preview frame (an opaque origin) and mail clients may load it.
    expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 240, height: 80 });
    const again = Buffer.from(await (await ctx().app.request("/monograms/logo/AI-3.png")).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const photo = await ctx().app.request("/monograms/photo/JL-0.png");
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ width: 160, height: 160 });
  });

  it("answers 404 to anything outside the closed input: other kinds, text, lower case, long initials, colours", async () => {
    for (const path of [
      "/monograms/banner/AI-1.png",
      "/monograms/logo/ABC-1.png",
      "/monograms/logo/ai-1.png",
      "/monograms/logo/AI-8.png",
      "/monograms/logo/AI-12.png",
      "/monograms/logo/AI-1.svg",
      "/monograms/logo/%3Cb%3E-1.png",
      "/monograms/logo/-1.png",
      "/monograms/logo/AI-ff0000.png",
    ]) {
      expect((await ctx().app.request(path)).status, path).toBe(404);
    }
  });

  it("a member without photo in a company without logo gets monograms of their initials, not placeholder art", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Northwind Traders");
    await ctx().deps.db.update(profiles).set({ firstName: "Ana", lastName: "Silva", photoUrl: null }).where(eq(profiles.id, admin.userId));
    await ctx()
      .deps.db.update(companyTemplates)
      .set({ htmlContent: '<img src="{{photo_url}}" alt="p"><img src="{{logo_url}}" alt="l">', updatedAt: new Date() })
      .where(eq(companyTemplates.accountId, accountId));
    const res = await admin.client.get("/api/signature");
    expect(res.status).toBe(200);
    expect(res.json.html).toContain(`src="${TEST_BASE_URL}/monograms/photo/AS-0.png"`);
    expect(res.json.html).toContain(`src="${TEST_BASE_URL}/monograms/logo/NT-${colourIndexFor(accountId)}.png"`);
    expect(res.json.html).not.toContain("/static/defaults/");
  });
});
