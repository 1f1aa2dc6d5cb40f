// Output escaping. One function serves text and double-quoted attribute values: it
// escapes both quote kinds, so a value can never end the attribute it sits in. Braces
// are escaped too, so a value can never be read as template syntax by this engine
// or by any later one (a name of "{{email}}" still displays as {{email}}).

/**
 * A character loop, not `replace` with a callback: it runs for every value of every
 * render, and most values need nothing, in which case the input is returned as is.
 */
export function escapeHtml(value: string): string {
  let out = "";
  let last = 0;
  for (let i = 0; i < value.length; i++) {
    let replacement: string;
    switch (value.charCodeAt(i)) {
      case 38:
        replacement = "&amp;";
        break;
      case 60:
        replacement = "&lt;";
        break;
      case 62:
        replacement = "&gt;";
        break;
      case 34:
        replacement = "&quot;";
        break;
      case 39:
        replacement = "&#39;";
        break;
      case 123:
        replacement = "&#123;";
        break;
      case 125:
        replacement = "&#125;";
        break;
      default:
        continue;
    }
    out += last === i ? replacement : value.slice(last, i) + replacement;
    last = i + 1;
  }
  if (last === 0) return value;
  return last < value.length ? out + value.slice(last) : out;
}
