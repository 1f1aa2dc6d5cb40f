// <style> CSS becomes style attributes (juice 11.1.1; 12 needs Node 22): Gmail and
// Outlook drop or ignore <style> in a signature. Rules that can't be inlined (@media,
// :hover, @font-face) are dropped with their <style> and said so.
import type juice from "juice";
import { onFirstUse } from "../../lib/on-first-use";
import { badRequest } from "../../lib/errors";

// States and pseudo-elements have no element to carry a style attribute.
const UNINLINABLE = /::|:(?:hover|focus|active|visited|link|focus-within|focus-visible|before|after)\b/i;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

const inlineCss = onFirstUse<typeof juice>("juice");

const OPTIONS: juice.Options = {
  removeStyleTags: true,
  preserveMediaQueries: false,
  preserveFontFaces: false,
  preserveKeyFrames: false,
  preservePseudos: false,
  insertPreservedExtraCss: false,
  // The template's own width/height attributes stay as written.
  applyWidthAttributes: false,
  applyHeightAttributes: false,
  applyAttributesTableElements: false,
};

/** Top-level rules of a style sheet: plain ones (inlined) and @-rules or pseudo-classes (dropped). */
export function countRules(css: string): { inlined: number; dropped: number } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  let depth = 0;
  let start = 0;
  const counts = { inlined: 0, dropped: 0 };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "{") {
      if (depth === 0) {
        const prelude = text.slice(start, i).trim();
        if (prelude.startsWith("@") || UNINLINABLE.test(prelude)) counts.dropped += 1;
        else if (prelude) counts.inlined += 1;
      }
      depth += 1;
    } else if (ch === "}") {
      depth = Math.max(0, depth - 1);
      if (depth === 0) start = i + 1;
    } else if (ch === ";" && depth === 0) start = i + 1; // @charset/@import statements
  }
  return counts;
}

export type InlinedStyles = { html: string; inlined: number; dropped: number };

export function inlineStyles(html: string): InlinedStyles {
  const sheets = [...html.matchAll(STYLE_ELEMENT)].map((m) => m[1]);
  if (sheets.length === 0) return { html, inlined: 0, dropped: 0 };
  const counts = sheets.map(countRules).reduce((a, b) => ({ inlined: a.inlined + b.inlined, dropped: a.dropped + b.dropped }));
  try {
    return { html: inlineCss()(html, OPTIONS), ...counts };
  } catch {
    const message = "The CSS in the <style> element could not be read: please check its braces and semicolons";
    throw badRequest(message, { html: message });
  }
}
