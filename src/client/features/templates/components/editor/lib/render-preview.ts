// The live preview runs the server's steps in the browser, in the same order and with the
// same shared code: sanitize the template (template mode), compile it once, render a member
// with their data and campaigns, then the final sanitizing that /signature runs before
// showing. Compiling is per HTML change; rendering is per member, campaign or HTML change.
// A pasted SVG `data:` image, which saving turns into a hosted PNG, shows as it will after
// saving (the same drawing); one that saving would refuse is named, with the reason.
import { compileTemplate, type CompiledTemplate } from "../../../../../../shared/signature/compile-template";
import { escapeHtml } from "../../../../../../shared/signature/escape";
import { judgeSvg, svgRefusal } from "../../../../../../shared/signature/svg-judge";
import type { CampaignData, SignatureData } from "../../../../../../shared/signature/fields";
import { sanitizeSignature, sanitizeTemplateInBrowser } from "../../../../../components/signature/sanitize-signature";

/** GET /api/templates/preview-data: the server's base URL makes default and /static images absolute as for members. */
export type PreviewData = { data: SignatureData; campaigns: CampaignData[]; assetBaseUrl: string };

/** A compiled preview, its SVG images' stand-in addresses and what saving would refuse. */
export type PreviewTemplate = { compiled: CompiledTemplate; svgImages: Map<string, string>; refused: string[] };

const SVG_IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(?:"(data:image\/svg\+xml[^"]*)"|'(data:image\/svg\+xml[^']*)')/gi;
const DATA_URL = /^data:image\/svg\+xml((?:;[\w-]+=[^;,]*)*)(;base64)?,([\s\S]*)$/i;
const STAND_IN = "https://svg-image.preview.invalid/";

function svgText(url: string): string | null {
  const match = DATA_URL.exec(url.trim());
  if (!match) return null;
  try {
    if (!match[2]) return decodeURIComponent(match[3]);
    const binary = atob(match[3].replace(/\s+/g, ""));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

let parser: DOMParser | null = null;
const parse = (svg: string) => (parser ??= new DOMParser()).parseFromString(svg, "image/svg+xml");

/**
 * SVG data: images the sanitizer would drop (it passes raster data: images only) get a
 * stand-in address that renderPreview swaps back after sanitizing, when they are drawings
 * saving turns into PNGs; the others are left to be dropped, and their refusal is said.
 */
function standInSvgImages(html: string): { html: string; svgImages: Map<string, string>; refused: string[] } {
  const svgImages = new Map<string, string>();
  const refused: string[] = [];
  const out = html.replace(SVG_IMG_SRC, (whole, start: string, double?: string, single?: string) => {
    const url = (double ?? single ?? "").replace(/&amp;/g, "&");
    const svg = svgText(url);
    const verdict = svg === null ? ({ kind: "unreadable" } as const) : judgeSvg(svg, parse);
    if (verdict.kind !== "safe") {
      refused.push(svgRefusal(verdict));
      return whole;
    }
    const standIn = `${STAND_IN}${svgImages.size + 1}.png`;
    svgImages.set(standIn, url);
    return `${start}"${standIn}"`;
  });
  return { html: out, svgImages, refused };
}

export function compilePreview(html: string): PreviewTemplate {
  const standIns = standInSvgImages(html);
  return {
    compiled: compileTemplate(sanitizeTemplateInBrowser(standIns.html).html),
    svgImages: standIns.svgImages,
    refused: standIns.refused,
  };
}

export function renderPreview({ compiled, svgImages }: PreviewTemplate, preview: PreviewData): string {
  let html = sanitizeSignature(compiled.render(preview.data, { assetBaseUrl: preview.assetBaseUrl, campaigns: preview.campaigns }));
  for (const [standIn, url] of svgImages) html = html.split(standIn).join(escapeHtml(url));
  return html;
}
