import { describe, expect, it } from "vitest";
import { stripUnsafeText } from "./strip-text";

describe("stripUnsafeText", () => {
  it("leaves ordinary text alone", () => {
    for (const text of ["Jane O'Brien", "Head of R&D", "Note: call first", "Simon = 5", "Jon Doe", "Zoë", "https://acme.example"]) {
      expect(stripUnsafeText(text)).toBe(text);
    }
  });

  it("removes script elements with their content, and stray script tags", () => {
    expect(stripUnsafeText("Jane<script>alert(1)</script> Doe")).toBe("Jane Doe");
    expect(stripUnsafeText("<SCRIPT src=//x.example></SCRIPT >Jane")).toBe("Jane");
    expect(stripUnsafeText("Jane<script src=x>")).toBe("Jane");
    expect(stripUnsafeText("<scr<script>x</script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
  });

  it.each([
    ["javascript:alert(1)", "alert(1)"],
    ["JAVASCRIPT:alert(1)", "alert(1)"],
    ["java\nscript:alert(1)", "alert(1)"],
    ["java\u0000script:alert(1)", "alert(1)"],
    ["java script :alert(1)", "alert(1)"],
    ["&#106;avascript&#58;alert(1)", "alert(1)"],
    ["&#x6A;&#x61;vascript&colon;alert(1)", "alert(1)"],
    ["jav&Tab;ascript:alert(1)", "alert(1)"],
    ["vbscript:msgbox(1)", "msgbox(1)"],
    ["javajavascript:script:alert(1)", "alert(1)"],
  ])("removes script schemes: %j", (input, expected) => {
    expect(stripUnsafeText(input)).toBe(expected);
  });

  it("removes inline event handler attributes", () => {
    expect(stripUnsafeText("<img src=x onerror=alert(1)>")).toBe("<img src=x alert(1)>");
    expect(stripUnsafeText('" onmouseover = "alert(1)')).toBe('"  "alert(1)');
    expect(stripUnsafeText("x onclick&#61;alert(1)")).toBe("x alert(1)");
    expect(stripUnsafeText("ononerror==x")).toBe("=x");
  });

  it("turns numbers into text and other values into nothing", () => {
    expect(stripUnsafeText(42)).toBe("42");
    expect(stripUnsafeText(null)).toBe("");
    expect(stripUnsafeText({})).toBe("");
  });
});
