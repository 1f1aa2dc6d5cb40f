import { describe, expect, it } from "vitest";
import { hasUnsafeText, safeText, safeTextTree } from "./safe-text";

describe("the shared text rule", () => {
  it("refuses control characters and lone surrogates, and accepts ordinary text", () => {
    for (const bad of ["a\u0000b", "\u0007", "\u007f", "\u009b", "a\ud800", "\udc00b", "x\ud800\ud800"])
      expect(hasUnsafeText(bad), bad).toBe(true);
    for (const good of ["Zoë-Anne O'Brien", "日本語", "emoji 😀 pair", "Smith & Sons (EU), Ltd."])
      expect(hasUnsafeText(good), good).toBe(false);
  });

  it("keeps line breaks and tabs only for multi-line fields", () => {
    expect(hasUnsafeText("line\none", true)).toBe(false);
    expect(hasUnsafeText("tab\there\r\n", true)).toBe(false);
    expect(hasUnsafeText("line\none")).toBe(true);
    expect(hasUnsafeText("nul\u0000", true)).toBe(true);
  });

  it("names the field of every unsafe string in a nested input", () => {
    const result = safeTextTree(["message"]).safeParse({
      name: "a\u0000",
      message: "ok\nok",
      office: { locationName: "\ud800" },
      tags: ["x", "\u0001"],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["name", "office.locationName", "tags.1"]);
    expect(result.error!.issues[0].message).toMatch(/^name contains characters that are not allowed/);
  });

  it("works as a single-field rule", () => {
    expect(safeText("name").safeParse("Ada").success).toBe(true);
    expect(safeText("name").safeParse("A\u0000da").error?.issues[0].message).toMatch(/^name /);
  });
});
