// Output escaping, by context. Text needs & < > escaped; a double-quoted attribute
// value also needs both quote kinds (we always emit double quotes, but escape ' as
// well so a value is safe in either). Braces are escaped everywhere, so a value can
// never be read as template syntax by this engine or a later one: a name of
// "{{email}}" still displays as {{email}}.
//
// These run for every value of every render and most values need nothing: one
// native regexp search finds the first special character, or returns the input.

const TEXT_SPECIAL = /[&<>{}]/;
const ATTR_SPECIAL = /[&<>"'{}]/;

function escapeFrom(value: string, first: number, quotes: boolean): string {
  let out = value.slice(0, first);
  let last = first;
  for (let i = first; i < value.length; i++) {
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
        if (!quotes) continue;
        replacement = "&quot;";
        break;
      case 39:
        if (!quotes) continue;
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
  return last < value.length ? out + value.slice(last) : out;
}

/** For text between tags. Quotes need no escaping there ("O'Brien" stays as is). */
export function escapeText(value: string): string {
  const first = value.search(TEXT_SPECIAL);
  return first === -1 ? value : escapeFrom(value, first, false);
}

/** For attribute values, and wherever the context is not known: escapes everything. */
export function escapeHtml(value: string): string {
  const first = value.search(ATTR_SPECIAL);
  return first === -1 ? value : escapeFrom(value, first, true);
}

/**
 * For URLs our validators produced, inside a double-quoted attribute. Only `"` can
 * end the attribute and only `&` can start a character reference; braces would
 * look like template syntax. Native scans are cheaper than a regexp here, and
 * anything unusual still gets the full escape.
 */
export function escapeUrlAttribute(url: string): string {
  if (url.indexOf('"') !== -1 || url.indexOf("{") !== -1 || url.indexOf("<") !== -1) return escapeHtml(url);
  return escapeAmpersands(url);
}

/** Only for strings whose character set excludes every other special (fast-path URLs). */
export function escapeAmpersands(url: string): string {
  let amp = url.indexOf("&");
  if (amp === -1) return url;
  let out = "";
  let last = 0;
  for (; amp !== -1; amp = url.indexOf("&", amp + 1)) {
    out += `${url.slice(last, amp)}&amp;`;
    last = amp + 1;
  }
  return out + url.slice(last);
}
