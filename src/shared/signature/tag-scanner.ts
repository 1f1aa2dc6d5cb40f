// Reads one start or end tag the way the HTML tokenizer does (names lower-cased,
// values double-, single- or un-quoted), to find the attributes placeholders sit in.

export type ScannedAttr = { name: string; value: string | null };
export type ScannedTag = { start: number; end: number; name: string; isEnd: boolean; attrs: ScannedAttr[] };

const isAlpha = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (ch: string): boolean => ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\f";

/** Returns null when `<` at `start` does not open a tag (then it is text). */
export function scanTag(source: string, start: number): ScannedTag | null {
  let p = start + 1;
  const isEnd = source[p] === "/";
  if (isEnd) p++;
  if (!isAlpha(source.charCodeAt(p))) return null;
  const nameStart = p;
  while (p < source.length && !isSpace(source[p]) && source[p] !== "/" && source[p] !== ">") p++;
  const name = source.slice(nameStart, p).toLowerCase();
  const attrs: ScannedAttr[] = [];
  for (;;) {
    while (p < source.length && (isSpace(source[p]) || source[p] === "/")) p++;
    if (p >= source.length) break;
    if (source[p] === ">") {
      p++;
      break;
    }
    const attrStart = p;
    p++; // the first character may be "=" (it then belongs to the name)
    while (p < source.length && !isSpace(source[p]) && source[p] !== "/" && source[p] !== ">" && source[p] !== "=") p++;
    const attrName = source.slice(attrStart, p).toLowerCase();
    while (p < source.length && isSpace(source[p])) p++;
    let value: string | null = null;
    if (source[p] === "=") {
      p++;
      while (p < source.length && isSpace(source[p])) p++;
      const quote = source[p];
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, p + 1);
        const end = close === -1 ? source.length : close;
        value = source.slice(p + 1, end);
        p = end + 1;
      } else {
        const valueStart = p;
        while (p < source.length && !isSpace(source[p]) && source[p] !== ">") p++;
        value = source.slice(valueStart, p);
      }
    }
    attrs.push({ name: attrName, value });
  }
  return { start, end: Math.min(p, source.length), name, isEnd, attrs };
}

/** Every start and end tag of `source`, in order; comments are skipped, text is not a tag. */
export function* scanTags(source: string): Generator<ScannedTag> {
  for (let lt = source.indexOf("<"); lt !== -1; lt = source.indexOf("<", lt + 1)) {
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end === -1) return;
      lt = end;
      continue;
    }
    const tag = scanTag(source, lt);
    if (!tag) continue;
    lt = tag.end - 1;
    yield tag;
  }
}
