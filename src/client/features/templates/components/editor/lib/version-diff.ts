// The rows of a line diff between two versions' HTML, for the versions panel. Designed
// templates are one long line, so the diff compares one tag per line (a line break is put
// between `>` and `<` for the comparison only). Long runs of unchanged lines fold into one
// "n unchanged lines" row, keeping CONTEXT lines around every change.
import { diffLines } from "diff";

export type DiffRow =
  { kind: "added" | "removed" | "same"; text: string; oldLine: number | null; newLine: number | null } | { kind: "fold"; count: number };

export const CONTEXT = 3;

function linesOf(value: string): string[] {
  const lines = value.split("\n");
  if (lines[lines.length - 1] === "") lines.pop(); // the part's own trailing newline
  return lines;
}

/** The HTML with a line break between adjacent tags: how the diff shows it. */
export function tagPerLine(html: string): string {
  return html.replace(/>[ \t]*</g, ">\n<");
}

export function diffRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const part of diffLines(tagPerLine(before), tagPerLine(after))) {
    for (const text of linesOf(part.value)) {
      if (part.added) rows.push({ kind: "added", text, oldLine: null, newLine: newLine++ });
      else if (part.removed) rows.push({ kind: "removed", text, oldLine: oldLine++, newLine: null });
      else rows.push({ kind: "same", text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return fold(rows);
}

function fold(rows: DiffRow[]): DiffRow[] {
  const near = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind === "same") return;
    for (let j = Math.max(0, i - CONTEXT); j <= Math.min(rows.length - 1, i + CONTEXT); j++) near[j] = true;
  });
  const out: DiffRow[] = [];
  let hidden = 0;
  rows.forEach((row, i) => {
    if (row.kind !== "same" || near[i]) {
      if (hidden) out.push({ kind: "fold", count: hidden });
      hidden = 0;
      out.push(row);
    } else hidden++;
  });
  if (hidden) out.push({ kind: "fold", count: hidden });
  return out;
}

export function diffSummary(rows: DiffRow[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const row of rows) {
    if (row.kind === "added") added++;
    else if (row.kind === "removed") removed++;
  }
  return { added, removed };
}
