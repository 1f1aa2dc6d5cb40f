// A small HTML character-reference decoder. Used to read attribute values of a
// sanitized template at compile time and to see through encoded attack strings
// (`&#106;avascript:`); it knows the numeric forms and the names attackers and
// serializers actually use, not the whole HTML5 table.

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  semi: ";",
  equals: "=",
  num: "#",
  percnt: "%",
  excl: "!",
  quest: "?",
  lcub: "{",
  rcub: "}",
  grave: "`",
};

const REFERENCE = /&(?:#(\d{1,8})|#x([0-9a-f]{1,7})|([a-z]{2,8}));?/gi;

function fromCodePoint(code: number): string {
  // Out-of-range and NUL references decode to U+FFFD in browsers.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return "\ufffd";
  }
  return String.fromCodePoint(code);
}

export function decodeEntities(value: string): string {
  if (value.indexOf("&") === -1) return value;
  return value.replace(REFERENCE, (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    const named = NAMED[(name ?? "").toLowerCase()];
    return named ?? match;
  });
}
