// Style sanitizing: a declaration is dropped when it
// holds `expression(`, `behavior`, `-moz-binding`, `@import`, a script scheme, or a
// `url()` that is not https. Checked on a normalized copy (comments removed, CSS
// escapes decoded, whitespace removed, lower case) so `e\78pression(` and
// `u/**/rl(` are caught too.

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})\s?|([\s\S]))/gi;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const SPACE_AND_CONTROL = /[\s\u0000-\u001f\u007f]+/g;
const DANGEROUS = /expression\(|behaviou?r|-moz-binding|@import|javascript:|vbscript:|image-set\(|image\(|src\(|cross-fade\(/;
const URL_CALL = /url\(/g;
const HTTPS_URL_ARG = /^['"]?https:\/\//;

function decodeCssEscape(_: string, hex: string | undefined, ch: string | undefined): string {
  if (hex === undefined) return ch === "\n" ? "" : (ch ?? "");
  const code = parseInt(hex, 16);
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
}

export function normalizeCss(value: string): string {
  return value.replace(COMMENT, "").replace(CSS_ESCAPE, decodeCssEscape).replace(SPACE_AND_CONTROL, "").toLowerCase();
}

export function isUnsafeCss(value: string): boolean {
  const css = normalizeCss(value);
  if (DANGEROUS.test(css)) return true;
  URL_CALL.lastIndex = 0;
  for (let m = URL_CALL.exec(css); m; m = URL_CALL.exec(css)) {
    if (!HTTPS_URL_ARG.test(css.slice(m.index + 4))) return true;
  }
  return false;
}

/** Splits on `;` outside quotes and parentheses, so `url("a;b")` stays whole. */
export function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === ";" && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

const DECLARATION = /^-?[a-z][a-z0-9-]*\s*:[\s\S]+$/i;

export type StyleVerdict = { style: string; dropped: string[] };

/**
 * Keeps a style attribute unchanged when every declaration is safe (so sanitizing
 * is idempotent and authors' formatting survives); otherwise rebuilds it from the
 * safe declarations and lists the dropped ones.
 */
export function sanitizeStyle(style: string): StyleVerdict {
  const declarations = splitDeclarations(style);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const declaration of declarations) {
    if (DECLARATION.test(declaration) && !isUnsafeCss(declaration)) kept.push(declaration);
    else dropped.push(declaration);
  }
  return { style: dropped.length === 0 ? style : kept.join("; "), dropped };
}

/** A value placed into a style attribute: it may not add declarations or escapes. */
const STYLE_VALUE_BREAKERS = /[;{}\\]|\/\*/;

export function isUnsafeStyleValue(value: string): boolean {
  return STYLE_VALUE_BREAKERS.test(value) || isUnsafeCss(value);
}
