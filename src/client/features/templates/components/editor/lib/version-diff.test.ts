import { describe, expect, it } from "vitest";
import { diffRows, diffSummary } from "./version-diff";

const lines = (n: number, prefix = "line") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join("\n");

describe("diffRows", () => {
  it("numbers added and removed lines on their own side", () => {
    const rows = diffRows("<p>a</p>\n<p>b</p>\n", "<p>a</p>\n<p>c</p>\n");
    expect(rows).toEqual([
      { kind: "same", text: "<p>a</p>", oldLine: 1, newLine: 1 },
      { kind: "removed", text: "<p>b</p>", oldLine: 2, newLine: null },
      { kind: "added", text: "<p>c</p>", oldLine: null, newLine: 2 },
    ]);
    expect(diffSummary(rows)).toEqual({ added: 1, removed: 1 });
  });

  it("folds long unchanged runs and keeps three lines of context around a change", () => {
    const before = lines(20);
    const after = before.replace("line 10\n", "line ten\n");
    const rows = diffRows(before, after);
    expect(rows[0]).toEqual({ kind: "fold", count: 6 });
    expect(rows.filter((r) => r.kind === "same").map((r) => (r.kind === "same" ? r.text : ""))).toEqual([
      "line 7",
      "line 8",
      "line 9",
      "line 11",
      "line 12",
      "line 13",
    ]);
    expect(rows[rows.length - 1]).toEqual({ kind: "fold", count: 7 });
  });

  it("compares one tag per line, so a change in a one-line designed template stands out", () => {
    const rows = diffRows(
      '<table><tr><td style="color:#111">A</td></tr></table>',
      '<table><tr><td style="color:#c2410c">A</td></tr></table>',
    );
    expect(rows.filter((r) => r.kind === "removed" || r.kind === "added")).toEqual([
      { kind: "removed", text: '<td style="color:#111">A</td>', oldLine: 3, newLine: null },
      { kind: "added", text: '<td style="color:#c2410c">A</td>', oldLine: null, newLine: 3 },
    ]);
  });

  it("says nothing changed as one fold", () => {
    expect(diffRows(lines(5), lines(5))).toEqual([{ kind: "fold", count: 5 }]);
    expect(diffSummary(diffRows("", ""))).toEqual({ added: 0, removed: 0 });
  });
});
