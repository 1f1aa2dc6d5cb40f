// Output escaping. One function serves text and double-quoted attribute values: it
// escapes both quote kinds, so a value can never end the attribute it sits in. Braces
// are escaped too, so a value can never be read as template syntax by this engine
// or by any later one (a name of "{{email}}" still displays as {{email}}).

const SPECIAL = /[&<>"'{}]/;
const SPECIAL_ALL = /[&<>"'{}]/g;

const REPLACEMENT: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "{": "&#123;",
  "}": "&#125;",
};

const replaceOne = (ch: string): string => REPLACEMENT[ch];

export function escapeHtml(value: string): string {
  // Most values hold none of these characters: test first, allocate only when needed.
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, replaceOne) : value;
}
