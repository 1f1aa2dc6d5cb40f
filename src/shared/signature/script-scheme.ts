// Finds `javascript:` and `vbscript:` however they are disguised: any case, control
// characters or whitespace between the letters (`java\nscript:`), and letters or
// separators written as HTML character references (`&#106;avascript&colon;`).

/** Characters and references a browser skips or that split the word visually. */
const GAP = String.raw`(?:[\s\u0000-\u001f\u007f\u00ad\u200b-\u200d\ufeff]|&#0*(?:9|10|13|32);?|&#x0*(?:9|a|d|20);?|&(?:tab|newline|nbsp);)*`;

function letter(ch: string): string {
  const lower = ch.toLowerCase().charCodeAt(0);
  const upper = ch.toUpperCase().charCodeAt(0);
  return `(?:${ch}|&#0*(?:${lower}|${upper});?|&#x0*(?:${lower.toString(16)}|${upper.toString(16)});?)`;
}

function word(text: string): string {
  return Array.from(text, letter).join(GAP);
}

const COLON = String.raw`(?::|&#0*58;?|&#x0*3a;?|&colon;)`;

const SOURCE = `(?:${word("java")}|${word("vb")})${GAP}${word("script")}${GAP}${COLON}`;

/** No `g` flag on the tester: a global RegExp keeps lastIndex between calls. */
const SCRIPT_SCHEME = new RegExp(SOURCE, "i");
const SCRIPT_SCHEME_ALL = new RegExp(SOURCE, "gi");

export function hasScriptScheme(value: string): boolean {
  return SCRIPT_SCHEME.test(value);
}

/**
 * Removes every disguised script scheme, repeatedly, because removing one can join
 * its neighbours into a new one (`javajavascript:script:`). Each pass shortens the
 * string, so the loop ends.
 */
export function removeScriptSchemes(value: string): string {
  let current = value;
  while (SCRIPT_SCHEME.test(current)) current = current.replace(SCRIPT_SCHEME_ALL, "");
  return current;
}
