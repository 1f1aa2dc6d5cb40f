// Every SVG that reaches the server (a logo, an SVG image in template HTML) is judged before
// librsvg sees it, by the rules in shared/signature/svg-judge.ts (the editor's preview uses
// them too), and only then drawn. The judge parses in the DOM thread (lib/dom-thread.ts), whose
// jsdom window only parses, never loads or runs anything.
import { sharp } from "./sharp";
import { IMAGE_LIMITS } from "../../shared/limits";
import type { SvgVerdict } from "../../shared/signature/svg-judge";
import { inDomThread } from "./dom-thread";

export type { SvgVerdict };

/** Whether the SVG is a self-contained drawing; when it is not, `found` names the first hazard. */
export function judgeSvg(svg: string): SvgVerdict {
  return inDomThread({ kind: "svg", svg });
}

/** The SVG's text when the bytes are an SVG document (UTF-8, optional BOM and XML prologue), else null. */
export function svgTextOf(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Prologue: XML declaration, comments and a doctype may precede the root element.
  const prologue = /^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.slice(prologue.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>]/i.test(rest) ? text : null;
}

export type DrawnSvg = { kind: "drawn"; png: Uint8Array; width: number; height: number };

/**
 * A safe SVG drawn to PNG at `scaleOf(declared width, declared height)` times its declared
 * size. The canvas is that size, not the declared one (an SVG declaring 600 x 4000 costs
 * what its stored copy does), and librsvg may never allocate more than the stored-image
 * budget. An unsafe or unreadable SVG is not drawn: its verdict is returned instead.
 */
export async function drawSvg(
  svg: string,
  scaleOf: (width: number, height: number) => number,
): Promise<DrawnSvg | Exclude<SvgVerdict, { kind: "safe" }>> {
  const verdict = judgeSvg(svg);
  if (verdict.kind !== "safe") return verdict;
  const bytes = Buffer.from(svg, "utf8");
  try {
    // Reading the declared size draws nothing.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { kind: "unreadable" };
    const scale = scaleOf(meta.width, meta.height);
    const width = Math.max(1, Math.round(meta.width * scale));
    const height = Math.max(1, Math.round(meta.height * scale));
    const density = Math.min(Math.max(72 * scale, 1), 100_000);
    const png = await sharp(bytes, { density, limitInputPixels: IMAGE_LIMITS.storedPixels })
      .resize(width, height, { fit: "fill" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { kind: "drawn", png: new Uint8Array(png), width, height };
  } catch {
    return { kind: "unreadable" };
  }
}
