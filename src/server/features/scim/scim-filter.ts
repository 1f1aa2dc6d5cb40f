// The part of SCIM's filter language (RFC 7644 §3.4.2.2) identity providers use to find
// a person or a group before they create one: `attr eq value`, joined by `and`, with value
// paths (`emails[type eq "work"].value eq "x"`, `members[value eq "id"]`). Attribute names
// are case-insensitive; anything else is refused as invalidFilter, never guessed.
import { ScimError } from "./scim-errors";

export type FilterValue = string | number | boolean | null;
/**
 * `path` is lower-cased and without the core schema's URN; `where` narrows a multi-valued
 * attribute; `value` undefined: the bracket alone is the condition (`members[value eq "id"]`).
 */
export type Comparison = { path: string; value: FilterValue | undefined; where: Comparison[] };

const invalid = (detail: string) => new ScimError(400, `filter: ${detail}`, "invalidFilter");
const CORE_URNS = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

type Token = { kind: "word" | "string" | "open" | "close"; text: string };

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < filter.length) {
    const ch = filter[i];
    if (/\s/.test(ch)) i++;
    else if (ch === "[" || ch === "]") {
      tokens.push({ kind: ch === "[" ? "open" : "close", text: ch });
      i++;
    } else if (ch === '"') {
      let end = i + 1;
      while (end < filter.length && filter[end] !== '"') end += filter[end] === "\\" ? 2 : 1;
      if (end >= filter.length) throw invalid("a quoted value is not closed.");
      try {
        tokens.push({ kind: "string", text: JSON.parse(filter.slice(i, end + 1)) as string });
      } catch {
        throw invalid("a quoted value has a broken escape.");
      }
      i = end + 1;
    } else {
      const match = /^[^\s[\]"]+/.exec(filter.slice(i))!;
      // "emails[type eq "work"].value": the sub-attribute after a bracket is part of the path.
      tokens.push({ kind: "word", text: match[0] });
      i += match[0].length;
    }
  }
  return tokens;
}

const normalizePath = (path: string) => path.replace(CORE_URNS, "").toLowerCase();

function literal(token: Token | undefined): FilterValue {
  if (!token) throw invalid("a comparison has no value.");
  if (token.kind === "string") return token.text;
  if (token.kind !== "word") throw invalid(`"${token.text}" is not a value.`);
  const word = token.text.toLowerCase();
  if (word === "true" || word === "false") return word === "true";
  if (word === "null") return null;
  if (/^-?\d+(\.\d+)?$/.test(word)) return Number(word);
  throw invalid(`${token.text} is not a value: quote text ("...").`);
}

/** Parses `filter` into comparisons that must all hold. */
export function parseScimFilter(filter: string): Comparison[] {
  const tokens = tokenize(filter);
  let at = 0;
  const next = () => tokens[at++];

  function comparisons(closing: boolean): Comparison[] {
    const out: Comparison[] = [];
    for (;;) {
      const attr = next();
      if (!attr || attr.kind !== "word") throw invalid("expected an attribute name.");
      let path = normalizePath(attr.text);
      let where: Comparison[] = [];
      if (tokens[at]?.kind === "open") {
        at++;
        where = comparisons(true);
        // A sub-attribute after the bracket: emails[type eq "work"].value
        if (tokens[at]?.kind === "word" && tokens[at].text.startsWith(".")) path = `${path}${normalizePath(next().text)}`;
      }
      const operator = tokens[at]?.kind === "word" ? tokens[at].text.toLowerCase() : null;
      if (operator === "eq") {
        at++;
        out.push({ path, value: literal(next()), where });
      } else if (where.length > 0 && (operator === null || operator === "and" || tokens[at]?.kind === "close")) {
        // members[value eq "id"]: the bracket alone is the condition.
        out.push({ path, value: undefined, where });
      } else if (operator) throw invalid(`the operator "${operator}" is not supported: use eq.`);
      else throw invalid(`${attr.text} has no comparison.`);
      const joiner = tokens[at];
      if (!joiner) {
        if (closing) throw invalid("a bracket is not closed.");
        return out;
      }
      if (joiner.kind === "close") {
        if (!closing) throw invalid("a bracket closes that was never opened.");
        at++;
        return out;
      }
      if (joiner.kind === "word" && joiner.text.toLowerCase() === "and") {
        at++;
        continue;
      }
      if (joiner.kind === "word" && joiner.text.toLowerCase() === "or")
        throw invalid('"or" is not supported: use one comparison, or "and".');
      throw invalid(`unexpected "${joiner.text}".`);
    }
  }

  if (tokens.length === 0) throw invalid("the filter is empty.");
  return comparisons(false);
}
