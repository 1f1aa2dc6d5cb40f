// The email-client check's own rules, independent of caniemail:
// - every <img> has an absolute https address, or one of ours (a /static/ path the
//   renderer makes absolute, or this server's origin), or is exactly {{photo_url}} or
//   {{logo_url}} (the renderer checks those and falls back to a default image);
// - every <img> has a width attribute (Outlook for Windows shows images without one at
//   their file's full size) and alt text (shown while images are blocked);
// - no SVG image or <svg> element (caniemail 1.0.5 detects neither);
// - no <style> element (caniemail only sees one in a whole document, never in a fragment);
// - no background image (style background/background-image, background attribute)
//   without a fallback background colour: clients that drop the image would leave the
//   text on nothing;
// - no dark text without a background colour (email-client-dark-contrast.ts): unreadable
//   in dark mode.
// Tags are read with the renderer's own scanner, so the check sees what the renderer sees.
import { decodeEntities } from "../../../shared/signature/entities";
import { scanTags, type ScannedTag } from "../../../shared/signature/tag-scanner";
import { isOwnAssetPath } from "../../../shared/signature/url-rules";
import { checkDarkContrast } from "./email-client-dark-contrast";
import { EMAIL_CLIENT_NAMES, type EmailClientFinding, type EmailClientName } from "../../../shared/templates/template-responses";

type Rule = { feature: string; fix: string; clients: readonly EmailClientName[] };

const EVERY_CLIENT = EMAIL_CLIENT_NAMES;
const WORD_ENGINE: readonly EmailClientName[] = ["Outlook for Windows", "Windows Mail"];

export const OWN_RULES = {
  imageAddress: {
    feature: "Image address that is not absolute https",
    fix: "Use a full https:// address (or upload the image) so every client can load it.",
    clients: EVERY_CLIENT,
  },
  imageWidth: {
    feature: "Image without a width attribute",
    fix: 'Add width="..." (and height) in pixels: Outlook for Windows shows the image at its full file size.',
    clients: WORD_ENGINE,
  },
  imageAlt: {
    feature: "Image without alt text",
    fix: 'Add alt="..." describing the image: it shows while images are blocked.',
    clients: EVERY_CLIENT,
  },
  svgImage: {
    feature: "SVG image",
    fix: "Use a PNG image (saving turns SVG images into hosted PNGs): Gmail and Outlook show no SVG.",
    clients: ["Gmail", "Outlook for Windows", "Outlook on the web", "new Outlook", "Windows Mail", "Yahoo Mail"],
  },
  styleElement: {
    feature: "<style> element",
    fix: "Move the CSS into style attributes (saving does this for you): in a signature, Gmail drops <style>.",
    clients: ["Gmail", "Outlook for Windows", "Windows Mail"],
  },
  backgroundColor: {
    feature: "Background image without a background colour",
    fix: "Add a background-color the text stays readable on: many clients drop background images.",
    clients: EVERY_CLIENT,
  },
} satisfies Record<string, Rule>;

type Hit = { rule: Rule; tag: string; line: number };

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = source.indexOf("\n"); i !== -1 && i < index; i = source.indexOf("\n", i + 1)) line++;
  return line;
}

function attr(tag: ScannedTag, name: string): string | null {
  const found = tag.attrs.find((a) => a.name === name);
  return found ? decodeEntities(found.value ?? "").trim() : null;
}

function isGoodImageAddress(src: string, ownOrigin: string | undefined): boolean {
  if (/^\{\{\s*(?:photo_url|logo_url)\s*\}\}$/.test(src)) return true;
  if (isOwnAssetPath(src)) return true;
  const origin = ownOrigin?.replace(/\/+$/, "");
  if (origin && (src === origin || src.startsWith(`${origin}/`))) return true;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && !src.includes("{{");
  } catch {
    return false;
  }
}

const BACKGROUND_IMAGE = /(?:^|;)\s*background(?:-image)?\s*:[^;]*url\(/i;
const BACKGROUND_COLOR = /(?:^|;)\s*background-color\s*:\s*(?!transparent\b)[^;\s]/i;
const BACKGROUND_SHORTHAND = /(?:^|;)\s*background\s*:([^;]*)/gi;
/** What a background shorthand holds besides a colour: repeat, attachment, position, size, box, keywords. */
const NOT_A_COLOR =
  /^(?:repeat(?:-x|-y)?|no-repeat|space|round|scroll|fixed|local|left|right|top|bottom|center|cover|contain|auto|none|transparent|inherit|initial|unset|(?:border|padding|content)-box|text|[-+]?[\d.]+[a-z%]*|\/)$/i;

/** A fallback colour in the style: background-color, or a colour among a background shorthand's values. */
function hasBackgroundColor(style: string): boolean {
  if (BACKGROUND_COLOR.test(style)) return true;
  for (const [, value] of style.matchAll(BACKGROUND_SHORTHAND)) {
    const tokens = value
      .replace(/url\([^)]*\)/gi, " ")
      .replace(/\//g, " / ")
      .split(/\s+/)
      .filter(Boolean);
    if (tokens.some((token) => !NOT_A_COLOR.test(token))) return true;
  }
  return false;
}

const SVG_IMAGE = /\.svg(?:[?#]|$)|^data:image\/svg/i;

function checkTag(tag: ScannedTag, hit: (rule: Rule) => void, ownOrigin: string | undefined): void {
  if (tag.name === "style") hit(OWN_RULES.styleElement);
  if (tag.name === "svg" || (tag.name === "img" && SVG_IMAGE.test(attr(tag, "src") ?? ""))) hit(OWN_RULES.svgImage);
  if (tag.name === "img") {
    const src = attr(tag, "src");
    if (!src || !isGoodImageAddress(src, ownOrigin)) hit(OWN_RULES.imageAddress);
    if (!attr(tag, "width")) hit(OWN_RULES.imageWidth);
    if (attr(tag, "alt") === null) hit(OWN_RULES.imageAlt);
  }
  const style = attr(tag, "style") ?? "";
  const hasImage = BACKGROUND_IMAGE.test(style) || attr(tag, "background") !== null;
  const hasColor = hasBackgroundColor(style) || attr(tag, "bgcolor") !== null;
  if (hasImage && !hasColor) hit(OWN_RULES.backgroundColor);
}

export function checkOwnRules(html: string, ownOrigin?: string): EmailClientFinding[] {
  const hits: Hit[] = [];
  for (const tag of scanTags(html)) {
    if (!tag.isEnd) checkTag(tag, (rule) => hits.push({ rule, tag: tag.name, line: lineAt(html, tag.start) }), ownOrigin);
  }
  const byRule = new Map<Rule, Hit[]>();
  for (const h of hits) byRule.set(h.rule, [...(byRule.get(h.rule) ?? []), h]);
  const dark = checkDarkContrast(html, (index) => lineAt(html, index));
  const own = [...byRule.entries()].map(([rule, list]) => {
    const first = list[0];
    const more = list.length > 1 ? ` and ${list.length - 1} more` : "";
    return {
      feature: rule.feature,
      severity: "unsupported" as const,
      clients: [...rule.clients],
      fix: rule.fix,
      where: `<${first.tag}> on line ${first.line}${more}`,
      source: "signet" as const,
    };
  });
  return dark ? [...own, dark] : own;
}
