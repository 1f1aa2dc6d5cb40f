// What the email-client check says about each caniemail feature: a one-line fix, and
// for some features that the feature degrades gracefully or that caniemail's report is
// not worth an admin's attention. Keys are caniemail's feature titles (caniemail 1.0.5).
import type { EmailClientName } from "../../../shared/templates/template-responses";

export type Advice = {
  fix: string;
  /** The clients' fallback still looks right: reported as "degrades", never as breakage. */
  degrades?: boolean;
  /** Partial support is worth reporting (otherwise partial support is left out as noise). */
  partialMatters?: boolean;
};

/** caniemail client keys by the names admins know. outlook-com comes from the raw data (see email-client-check.ts). */
export const CLIENT_NAMES: Record<string, EmailClientName> = {
  "gmail.desktop-webmail": "Gmail",
  "gmail.ios": "Gmail",
  "gmail.android": "Gmail",
  "gmail.mobile-webmail": "Gmail",
  "outlook.windows": "Outlook for Windows",
  "outlook.windows-mail": "Windows Mail",
  "outlook.macos": "Outlook for Mac",
  "outlook.outlook-com": "Outlook on the web",
  "outlook.ios": "Outlook mobile",
  "outlook.android": "Outlook mobile",
  "apple-mail.macos": "Apple Mail",
  "apple-mail.ios": "Apple Mail",
  "yahoo.desktop-webmail": "Yahoo Mail",
  "yahoo.ios": "Yahoo Mail",
  "yahoo.android": "Yahoo Mail",
  "thunderbird.macos": "Thunderbird",
};

/**
 * Reported for any input, because caniemail checks a whole document and a signature is
 * a fragment (`<body>`), or harmless in a signature (links open in a new window anyway).
 */
export const IGNORED_FEATURES: ReadonlySet<string> = new Set(["<body> element", "target attribute", "HTML5 doctype"]);

const LAYOUT = "Lay it out with a table (one cell per column) instead";

export const ADVICE: Record<string, Advice> = {
  "display:flex": { fix: `${LAYOUT}: flexbox is ignored and the items stack.` },
  "display:grid": { fix: `${LAYOUT}: grid is ignored and the items stack.` },
  "flex-direction:column": { fix: "Put each item in its own table row." },
  "flex-wrap: wrap": { fix: `${LAYOUT}.` },
  "align-items": { fix: 'Use valign="top" or valign="middle" on the table cells.' },
  "justify-content": { fix: 'Use align="left", "center" or "right" on the table cells.' },
  "gap, column-gap, row-gap": { fix: "Space cells with padding instead of gap." },
  "grid-template-* properties": { fix: `${LAYOUT}.` },
  position: { fix: `${LAYOUT}: positioned elements land in the normal flow.` },
  "left, right, top, bottom": { fix: `${LAYOUT}; offsets are ignored.` },
  float: { fix: `${LAYOUT} (one cell per side) instead of float.` },
  "z-index": { fix: "Don't overlap elements: put them side by side in table cells." },
  transform: { fix: "Leave transforms out, or use an image that is already rotated or scaled." },
  "background-image": { fix: "Use an <img>, or set a background-color the text stays readable on.", partialMatters: true },
  background: { fix: "Use background-color only; images in backgrounds don't show everywhere.", partialMatters: true },
  "background attribute": { fix: 'Use style="background-color:..." and an <img> for pictures.' },
  "linear-gradient()": { fix: "Use a solid background-color (gradients are dropped)." },
  "radial-gradient()": { fix: "Use a solid background-color (gradients are dropped)." },
  "border-radius": { fix: "Nothing to do: these clients show square corners (a round photo shows square).", degrades: true },
  "box-shadow": { fix: "Nothing to do if a flat look is fine: shadows are simply not drawn.", degrades: true },
  opacity: { fix: "Use a lighter solid colour instead of opacity." },
  margin: { fix: "Use padding on table cells instead of margin.", partialMatters: true },
  "<style> element": { fix: "Move the CSS into style attributes (saving does this for you).", partialMatters: true },
  "Class selector": { fix: "Use style attributes: class rules are dropped with the <style> element." },
  "Type selector": { fix: "Use style attributes on the elements themselves." },
  "ID selector": { fix: "Use style attributes on the elements themselves." },
  "Descendant combinator": { fix: "Use style attributes on the elements themselves." },
  "Child combinator": { fix: "Use style attributes on the elements themselves." },
  "Attribute selector": { fix: "Use style attributes on the elements themselves." },
  ":hover": { fix: "Leave hover effects out: most clients ignore them." },
  "@media": { fix: "Keep the signature narrow (under 600 px) so it needs no media queries.", partialMatters: true },
  "@font-face": { fix: "Use a web-safe font (Arial, Verdana, Georgia...): web fonts fall back." },
  "@import": { fix: "Use a web-safe font and inline styles: @import is dropped." },
  "Embedded <svg> image": { fix: "Use a PNG image (saving converts SVG images to PNG)." },
  "SVG image format": { fix: "Use a PNG image (saving converts SVG images to PNG)." },
  "Base 64 image format": { fix: "Host the image (saving turns data: images into hosted PNGs)." },
  "webP image format": { fix: "Use PNG or JPEG." },
  "AVIF image format": { fix: "Use PNG or JPEG." },
  "max-width": { fix: "Give the image or table a fixed width attribute as well.", partialMatters: true },
  "min-width property": { fix: "Set a fixed width attribute instead." },
  "CSS Variables (Custom Properties)": { fix: "Write the colour or size itself: var() is dropped." },
  "CSS calc() function": { fix: "Write the computed value in px." },
  "rem unit": { fix: "Use px sizes." },
  "vw unit": { fix: "Use px sizes." },
  "vh unit": { fix: "Use px sizes." },
  "height property": { fix: "Nothing to do for images with a height attribute: Yahoo Mail treats height as a minimum.", degrades: true },
  "white-space": { fix: "Nothing to do: these clients may wrap a line inside a phone number or address.", degrades: true },
  "text-shadow": { fix: "Nothing to do if a flat look is fine: the shadow is not drawn.", degrades: true },
  "<video> element": { fix: "Use an image (a still frame) linked to the video." },
  "<form> element": { fix: "Link to a web page with the form instead." },
  "<picture> element": { fix: "Use a single <img> with width and height." },
  "srcset and sizes attributes": { fix: "Use a single src image at twice its displayed size." },
};

export function genericFix(feature: string): string {
  return `Avoid ${feature} where these clients matter, or check the preview: tables, inline styles and sized images are safe everywhere.`;
}
