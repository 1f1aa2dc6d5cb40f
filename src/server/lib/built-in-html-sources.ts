// The HTML Signet ships, and what built-in-html.json must hold for it under today's rules: each
// source sanitized in this thread (the DOM thread's own work), never from the file itself.
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";
import { designToHtml } from "../../shared/templates/design/design-to-html";
import { DEFAULT_DESIGN } from "../../shared/templates/design/default-design";
import { domWorkHere } from "./dom-work";
import { SANITIZER_RULES } from "./sanitizer-rules";
import { builtInKey, type BuiltInHtmlFile } from "./stored-template-html";

/** Each gallery design's HTML and the default design's. */
export const builtInHtmlSources = (): string[] => [...GALLERY_TEMPLATES.map((g) => g.html), designToHtml(DEFAULT_DESIGN)];

export function builtInHtmlFile(): BuiltInHtmlFile {
  const sanitized: Record<string, string> = {};
  for (const html of builtInHtmlSources()) sanitized[builtInKey(html)] = domWorkHere({ kind: "template", html }).html;
  return { rules: SANITIZER_RULES, sanitized };
}
