// Pretty-prints template HTML (a designer's output is one long line) without changing what
// renders: line breaks and indentation go only where two tags meet with nothing but
// whitespace between them and at least one of them is a block or table tag. Whitespace
// there is not rendered (it collapses at the start or end of a line, and between table
// parts it is dropped). Text, inline runs (<a><img></a>, <span>s), attribute values and
// the contents of <pre>, <style>, <script>, <textarea> and comments are never touched.
// Block placeholders ({{#if x}}, {{/if}}, {{campaigns}}) get lines of their own where they
// sit between such tags.

/** Block and table tags: whitespace between two of them is not rendered. */
const BLOCK = new Set(
  "address article aside blockquote body caption center col colgroup dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 head header hr html li meta ol p section table tbody td tfoot th thead title tr ul".split(
    " ",
  ),
);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose content is kept exactly as written. */
const RAW = new Set(["pre", "style", "script", "textarea", "title", "xmp"]);

type Token =
  | { kind: "text"; text: string }
  /** A tag, comment or raw element; `name` is the lowercased tag name ("" for a comment or placeholder). */
  | { kind: "tag"; text: string; name: string; close: boolean; opens: boolean; block: boolean };

const BLOCK_PLACEHOLDER = /^\{\{\s*(?:#if\s+[\w.]+|\/if|campaigns)\s*\}\}/;

function tagEnd(html: string, from: number): number {
  let quote = "";
  for (let i = from + 1; i < html.length; i++) {
    const ch = html[i];
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ">") return i + 1;
  }
  return -1;
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let text = "";
  const flush = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    if (ch === "{" && html.startsWith("{{", i)) {
      const match = BLOCK_PLACEHOLDER.exec(html.slice(i, i + 80));
      if (match) {
        flush();
        tokens.push({ kind: "tag", text: match[0], name: "", close: false, opens: false, block: false });
        i += match[0].length;
        continue;
      }
    }
    if (ch !== "<") {
      text += ch;
      i += 1;
      continue;
    }
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      const stop = end === -1 ? html.length : end + 3;
      flush();
      tokens.push({ kind: "tag", text: html.slice(i, stop), name: "", close: false, opens: false, block: false });
      i = stop;
      continue;
    }
    const name = /^<\/?([a-zA-Z][\w:-]*)/.exec(html.slice(i, i + 64));
    const end = name || html[i + 1] === "!" ? tagEnd(html, i) : -1;
    if (end === -1) {
      text += ch; // a literal "<"
      i += 1;
      continue;
    }
    flush();
    const raw = html.slice(i, end);
    const lower = name ? name[1].toLowerCase() : "";
    const close = raw[1] === "/";
    if (!close && RAW.has(lower)) {
      const closeAt = html.toLowerCase().indexOf(`</${lower}`, end);
      const closeEnd = closeAt === -1 ? html.length : tagEnd(html, closeAt);
      const stop = closeEnd === -1 ? html.length : closeEnd;
      tokens.push({ kind: "tag", text: html.slice(i, stop), name: lower, close: false, opens: false, block: true });
      i = stop;
      continue;
    }
    const opens = !close && lower !== "" && !VOID.has(lower) && !/\/\s*>$/.test(raw);
    tokens.push({ kind: "tag", text: raw, name: lower, close, opens, block: BLOCK.has(lower) || lower === "!doctype" });
    i = end;
  }
  flush();
  return tokens;
}

const isBlank = (token: Token | undefined) => token?.kind === "text" && /^\s*$/.test(token.text);

/** `html` with line breaks and two-space indentation between block and table tags. */
export function formatHtml(html: string): string {
  const tokens = tokenize(html);
  let out = "";
  let depth = 0;
  let previous: Extract<Token, { kind: "tag" }> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === "text") {
      const next = tokens[i + 1];
      // Whitespace between two tags where a line break goes is replaced by that break.
      const breakHere = previous !== null && isBlank(token) && next?.kind === "tag" && (previous.block || next.block);
      if (!breakHere) {
        out += token.text;
        previous = null;
      }
      continue;
    }
    if (token.close && token.block) depth = Math.max(0, depth - 1);
    if (previous && (previous.block || token.block)) out += `\n${"  ".repeat(depth)}`;
    out += token.text;
    if (token.block && token.opens) depth += 1;
    previous = token;
  }
  return out;
}
