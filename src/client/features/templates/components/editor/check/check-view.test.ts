import { describe, expect, it } from "vitest";
import { checkView, problemCount } from "./check-view";
import type { EmailClientFinding } from "./check-types";

const finding = (patch: Partial<EmailClientFinding>): EmailClientFinding => ({
  feature: "border-radius",
  severity: "unsupported",
  clients: ["Outlook for Windows"],
  fix: "Use a square photo.",
  where: null,
  source: "caniemail",
  ...patch,
});

describe("checkView", () => {
  it("separates problems, image and background rules, and graceful degradations, widest first", () => {
    const view = checkView({
      findings: [
        finding({ feature: "margin", severity: "partial", clients: ["Outlook for Windows", "Outlook for Mac"] }),
        finding({ feature: "display:flex", clients: ["Gmail", "Outlook for Windows", "Yahoo Mail"] }),
        finding({ feature: "border-radius", severity: "degrades" }),
        finding({ feature: "Image without width", source: "signet", clients: ["Outlook for Windows"] }),
        finding({ feature: "display:flex", clients: ["Thunderbird", "Gmail"] }),
      ],
      gmail: { longest: 8412, limit: 10_000 },
    });
    expect(view.problems.map((f) => [f.feature, f.clients])).toEqual([
      ["display:flex", ["Gmail", "Outlook for Windows", "Yahoo Mail", "Thunderbird"]],
      ["margin", ["Outlook for Windows", "Outlook for Mac"]],
    ]);
    expect(view.assets.map((f) => f.feature)).toEqual(["Image without width"]);
    expect(view.degradations.map((f) => f.feature)).toEqual(["border-radius"]);
    expect(view.gmail).toEqual({ text: "8,412 of 10,000", share: 0.8412, isOver: false });
  });

  it("says when the longest signature is over Gmail's limit", () => {
    const view = checkView({ findings: [], gmail: { longest: 12_345, limit: 10_000 } });
    expect(view.gmail).toEqual({ text: "12,345 of 10,000", share: 1, isOver: true });
    expect(view.problems).toEqual([]);
  });

  it("counts every problem for the badge: caniemail's, our own rules' and being over Gmail's limit, not graceful degradations", () => {
    const findings = [
      finding({ feature: "display:flex" }),
      finding({ feature: "Dark text", source: "signet", severity: "partial" }),
      finding({ feature: "border-radius", severity: "degrades" }),
    ];
    expect(problemCount(checkView({ findings, gmail: { longest: 11_018, limit: 10_000 } }))).toBe(3);
    expect(problemCount(checkView({ findings: [], gmail: { longest: 11_018, limit: 10_000 } }))).toBe(1);
    expect(problemCount(checkView({ findings: [], gmail: { longest: 9_000, limit: 10_000 } }))).toBe(0);
  });
});
