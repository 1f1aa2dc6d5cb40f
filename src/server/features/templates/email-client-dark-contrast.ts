// The email-client check's dark-mode rule: text given a dark colour (style `color`, or a
// <font color>) with no background colour on it or around it. Mail clients in dark mode that
// keep the colours as written put such text on a dark background, where it can't be read: the
// editor's dark preview shows that. Measured against that preview's background with the WCAG
// contrast ratio; below 3:1 (the bar for large text) is a finding.
import { decodeEntities } from "../../../shared/signature/entities";
import { scanTags, type ScannedTag } from "../../../shared/signature/tag-scanner";
import type { EmailClientFinding } from "../../../shared/templates/template-responses";
import { LINK, MUTED } from "../../../shared/templates/design/design-css";

/** The editor's dark preview background. */
export const DARK_BACKGROUND = "#111827";
const MIN_CONTRAST = 3;
const VOID_TAGS = new Set(["area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"]);
const NAMED: Record<string, string> = {
  black: "#000000",
  navy: "#000080",
  darkblue: "#00008b",
  midnightblue: "#191970",
  maroon: "#800000",
  darkred: "#8b0000",
  purple: "#800080",
  indigo: "#4b0082",
  green: "#008000",
  darkgreen: "#006400",
  teal: "#008080",
  olive: "#808000",
  brown: "#a52a2a",
  gray: "#808080",
  grey: "#808080",
  dimgray: "#696969",
  dimgrey: "#696969",
  darkslategray: "#2f4f4f",
  darkslategrey: "#2f4f4f",
};

export const DARK_CONTRAST_RULE = {
  feature: "Dark text without a background colour (unreadable in dark mode)",
  fix: `Use a mid-tone colour that reads on white and on dark backgrounds (such as ${MUTED} for text, ${LINK} for links), or give the table a background-color.`,
  clients: ["Outlook for Mac", "Outlook mobile", "Apple Mail", "Thunderbird"],
} as const;

/** [r, g, b] of a colour value, or null for what this rule doesn't read (then it says nothing). */
export function parseColor(value: string): [number, number, number] | null {
  const v = value.trim().toLowerCase();
  const hex = NAMED[v] ?? v;
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (m) return [m[1], m[2], m[3]].map((c) => parseInt(c + c, 16)) as [number, number, number];
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (m) return [m[1], m[2], m[3]].map((c) => parseInt(c, 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(v);
  if (m) return [m[1], m[2], m[3]].map((c) => Math.min(255, Number(c))) as [number, number, number];
  return null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const attr = (tag: ScannedTag, name: string) => {
  const found = tag.attrs.find((a) => a.name === name);
  return found ? decodeEntities(found.value ?? "") : null;
};
const styleValue = (style: string, property: string) =>
  new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;!]+)`, "i").exec(style)?.[1]?.trim() ?? null;

function hasBackground(tag: ScannedTag): boolean {
  const style = attr(tag, "style") ?? "";
  const color = styleValue(style, "background-color") ?? styleValue(style, "background");
  return attr(tag, "bgcolor") !== null || (color !== null && !/^(?:transparent|none)\b/i.test(color));
}

function isDarkText(tag: ScannedTag): boolean {
  const value = styleValue(attr(tag, "style") ?? "", "color") ?? (tag.name === "font" ? attr(tag, "color") : null);
  const color = value ? parseColor(value) : null;
  return color !== null && contrastRatio(color, parseColor(DARK_BACKGROUND)!) < MIN_CONTRAST;
}

/** The dark-mode finding of a template, or null. `lineAt` locates a tag by its offset. */
export function checkDarkContrast(html: string, lineAt: (index: number) => number): EmailClientFinding | null {
  const open: { name: string; background: boolean }[] = [];
  const hits: { tag: string; line: number }[] = [];
  for (const tag of scanTags(html)) {
    if (tag.isEnd) {
      const at = open.map((o) => o.name).lastIndexOf(tag.name);
      if (at !== -1) open.length = at;
      continue;
    }
    const background = hasBackground(tag);
    if (!background && !open.some((o) => o.background) && isDarkText(tag)) hits.push({ tag: tag.name, line: lineAt(tag.start) });
    if (!VOID_TAGS.has(tag.name)) open.push({ name: tag.name, background });
  }
  if (hits.length === 0) return null;
  const more = hits.length > 1 ? ` and ${hits.length - 1} more` : "";
  return {
    feature: DARK_CONTRAST_RULE.feature,
    severity: "partial",
    clients: [...DARK_CONTRAST_RULE.clients],
    fix: DARK_CONTRAST_RULE.fix,
    where: `<${hits[0].tag}> on line ${hits[0].line}${more}`,
    source: "signet",
  };
}
