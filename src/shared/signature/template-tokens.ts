// The template syntax: `{{field}}`, `{{#if field}}`, `{{/if}}`, `{{campaigns}}`,
// with whitespace tolerated inside the braces. Anything else in double braces is an
// unknown placeholder and renders as nothing.

export type TemplateToken =
  { type: "field"; name: string } | { type: "if"; name: string } | { type: "endif" } | { type: "campaigns" } | { type: "unknown" };

/** No nested braces inside, so `{{{x}}}` is a brace, a placeholder and a brace. */
export const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const IF_OPEN = /^#if\s+([A-Za-z_]\w*)$/;
const FIELD = /^[A-Za-z_]\w*$/;

export function classifyToken(inner: string): TemplateToken {
  const text = inner.trim();
  if (text === "/if") return { type: "endif" };
  if (text === "campaigns") return { type: "campaigns" };
  const open = IF_OPEN.exec(text);
  if (open) return { type: "if", name: open[1] };
  if (FIELD.test(text)) return { type: "field", name: text };
  return { type: "unknown" };
}

/** Block tags in canonical spelling, e.g. for the sanitizer's protective comments. */
export function canonicalBlockTag(token: TemplateToken): string | null {
  switch (token.type) {
    case "if":
      return `{{#if ${token.name}}}`;
    case "endif":
      return "{{/if}}";
    case "campaigns":
      return "{{campaigns}}";
    default:
      return null;
  }
}

/** Splits text into literal strings and tokens, in order. */
export function splitPlaceholders(text: string): (string | TemplateToken)[] {
  const out: (string | TemplateToken)[] = [];
  let last = 0;
  PLACEHOLDER.lastIndex = 0;
  for (let m = PLACEHOLDER.exec(text); m; m = PLACEHOLDER.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(classifyToken(m[1]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
