// Where something is in the HTML an admin sent, as lines they can find in their editor.
// Computed from the input as sent, before any step of the save rewrote it.

const MAX_LINES_SHOWN = 5;

/** 1-based line of each offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line += 1;
  return line;
}

/** The distinct lines of the offsets, in order. */
export function linesAt(text: string, offsets: number[]): number[] {
  return [...new Set(offsets.map((o) => lineAt(text, o)))].sort((a, b) => a - b);
}

/** "line 4", "lines 4 and 9", "lines 2, 4, 9, 12, 15 and 3 more"; "" for none. */
export function describeLines(lines: number[]): string {
  if (lines.length === 0) return "";
  if (lines.length === 1) return `line ${lines[0]}`;
  const shown = lines.slice(0, MAX_LINES_SHOWN);
  const more = lines.length - shown.length;
  if (more > 0) return `lines ${shown.join(", ")} and ${more} more`;
  return `lines ${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/** Every offset of `needle` in `text`, ignoring case. */
export function offsetsOf(text: string, needle: string): number[] {
  if (!needle) return [];
  const haystack = text.toLowerCase();
  const lower = needle.toLowerCase();
  const out: number[] = [];
  for (let i = haystack.indexOf(lower); i !== -1; i = haystack.indexOf(lower, i + lower.length)) out.push(i);
  return out;
}

/** "line 4" for the lines where `needle` occurs in `text`; "" when it doesn't. */
export function whereText(text: string, needle: string): string {
  return describeLines(linesAt(text, offsetsOf(text, needle)));
}
