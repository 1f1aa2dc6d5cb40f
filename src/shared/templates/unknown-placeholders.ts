// The placeholders of a template that aren't signature fields (fields.ts names every one): a save
// refuses them, the editor marks them. `{{campaigns}}`, `{{#if field}}` and `{{/if}}`
// are template syntax; `{{#if unknown}}` names an unknown field.
import { isSignatureField } from "../signature/fields";
import { classifyToken, PLACEHOLDER } from "../signature/template-tokens";

/** Each unknown placeholder once, as written (`{{fullname}}`), in order of appearance. */
export function unknownPlaceholders(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(PLACEHOLDER)) {
    const token = classifyToken(match[1]);
    const known =
      token.type === "campaigns" ||
      token.type === "endif" ||
      ((token.type === "field" || token.type === "if") && isSignatureField(token.name));
    if (!known) found.add(match[0]);
  }
  return [...found];
}

export function unknownPlaceholdersMessage(names: string[]): string {
  const shown = names.slice(0, 5).join(", ");
  const more = names.length > 5 ? ` and ${names.length - 5} more` : "";
  return `${names.length === 1 ? "This placeholder doesn't" : "These placeholders don't"} exist: ${shown}${more}`;
}
