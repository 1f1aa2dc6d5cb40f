// Placeholders the renderer does not know: `{{fullname}}` or `{{#if title}}` render as
// nothing (and the server refuses them on save), so the source editor marks each one
// where it stands and lists them. Same tokenizer as the renderer (template-tokens.ts).
import { isSignatureField } from "../../../../../../shared/signature/fields";
import { classifyToken, PLACEHOLDER } from "../../../../../../shared/signature/template-tokens";

export type UnknownPlaceholder = {
  /** Offsets into the HTML: the whole `{{...}}`. */
  from: number;
  to: number;
  text: string;
  /** Why it is unknown, in a few words for the list and the editor's tooltip. */
  reason: string;
};

export function findUnknownPlaceholders(html: string): UnknownPlaceholder[] {
  const found: UnknownPlaceholder[] = [];
  const pattern = new RegExp(PLACEHOLDER.source, "g");
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    const token = classifyToken(m[1]);
    let reason: string | null = null;
    if (token.type === "unknown") reason = "not a placeholder";
    else if ((token.type === "field" || token.type === "if") && !isSignatureField(token.name)) reason = `no field called "${token.name}"`;
    if (reason) found.push({ from: m.index, to: m.index + m[0].length, text: m[0], reason });
  }
  return found;
}

/** 1-based line of an offset, for "line 4" in the list. */
export function lineOf(html: string, offset: number): number {
  let line = 1;
  for (let i = html.indexOf("\n"); i !== -1 && i < offset; i = html.indexOf("\n", i + 1)) line++;
  return line;
}
