// The save pipeline for a template's HTML (decision 018), in this order:
//   1. size and placeholders: refused with a 400 naming `html` (`design` for HTML made
//      from a design: its free text holds the placeholders);
//   2. <style> CSS inlined into style attributes (juice), the <style> dropped;
//   3. data: and SVG images hosted as PNGs (they need the inlined markup, and must be
//      addresses before the sanitizer sees them: it keeps raster data: images only);
//   4. sanitized with the allow-lists (lib/sanitize-html.ts), each removal reported with where it was in the input;
//   5. refused when nothing is left, or the result is over the limit.
import type { AppDeps } from "../../context";
import { badRequest } from "../../lib/errors";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import type { Removal } from "../../../shared/templates/template-responses";
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { unknownPlaceholders, unknownPlaceholdersMessage } from "../../../shared/templates/unknown-placeholders";
import { inlineStyles } from "./inline-styles";
import { hostTemplateImages } from "./host-template-images";
import { locateRemovals } from "./locate-removals";
import type { FileOwner } from "../files/store-file";
import { plural } from "../../../shared/text/plural";

export type PreparedHtml = { html: string; removed: Removal[]; changed: string[] };

export const NOTHING_LEFT = "Nothing of this HTML is allowed in a signature: add text, tables, links or images";
const UNSTABLE = "content that could not be sanitized stably";

/** The field a refusal names: `html`, `design`, or the reply version's `reply.html` / `reply.mode`. */
type Field = "html" | "design" | "reply.html" | "reply.mode";
const refuse = (message: string, field: Field = "html"): never => {
  throw badRequest(message, { [field]: message });
};

/** The first checks, shared with the email-client check: too long or unknown placeholders. */
export function checkTemplateText(html: string, field: Field = "html"): void {
  if (html.length > TEMPLATE_LIMITS.html) refuse(TEMPLATE_MESSAGES.htmlTooLong, field);
  const unknown = unknownPlaceholders(html);
  if (unknown.length) refuse(unknownPlaceholdersMessage(unknown), field);
}

/** `owner`: whose files the hosted images become (the company's, or the platform's for the gallery). */
export async function prepareTemplateHtml(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  owner: FileOwner,
  input: string,
  field: Field = "html",
): Promise<PreparedHtml> {
  checkTemplateText(input, field);
  const changed: string[] = [];
  const styles = inlineStyles(input);
  if (styles.inlined) changed.push(`Inlined ${plural(styles.inlined, "<style> rule")} into style attributes`);
  if (styles.dropped)
    changed.push(`Left out ${plural(styles.dropped, "<style> rule")} that can't be inlined (@media, :hover and the like)`);
  const images = await hostTemplateImages(deps, owner, styles.html, input);
  const dataImages = images.hosted - images.svg;
  if (dataImages) changed.push(`Hosted ${plural(dataImages, "data: image")} as PNG`);
  if (images.svg) changed.push(`Turned ${plural(images.svg, "SVG image")} into PNG`);
  const sanitized = sanitizeTemplateHtml(images.html);
  if (sanitized.removed.includes(UNSTABLE) || !sanitized.html.trim()) refuse(NOTHING_LEFT, field);
  if (sanitized.html.length > TEMPLATE_LIMITS.html) refuse(TEMPLATE_MESSAGES.htmlTooLong, field);
  return { html: sanitized.html, removed: locateRemovals(input, sanitized.removed), changed };
}
