// Company logos: PNG, JPEG, GIF, WebP or SVG, recognised by content. Every logo is
// re-encoded (no original bytes are stored) and fits in LOGO_MAX_WIDTH x LOGO_MAX_WIDTH.
// SVG is rasterized to PNG because Gmail and Outlook don't show SVG; an SVG that could
// run a script or fetch anything is refused before librsvg sees it.
import sharp from "sharp";
import { AppError } from "./errors";
import { checkImage, MAX_INPUT_PIXELS, type EncodedImage } from "./images";
import { LOGO_MAX_BYTES, LOGO_MAX_WIDTH, LOGO_MESSAGES } from "../../shared/company/company-schema";

const refuse = (status: 413 | 415, code: string, message: string) => new AppError(status, code, message, { file: message });

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

// Anything that runs code, pulls in another document or reaches the network.
const UNSAFE_SVG = [
  /<!ENTITY/i, // entity expansion (billion laughs, external entities)
  /<!DOCTYPE[^>]*\[/i, // an internal subset declares entities
  /<\?xml-stylesheet/i,
  /<\s*(?:[a-z]+:)?(?:script|foreignObject|iframe|embed|object|audio|video|handler|listener|include)\b/i,
  /\son[a-z]+\s*=/i, // event handler attributes
  /javascript:|vbscript:/i,
  /@import/i,
];
const LINK_ATTRIBUTE = /\s(?:[a-z]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/gi;
const CSS_URL = /url\(\s*(["']?)([\s\S]*?)\1\s*\)/gi;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const isLocal = (target: string) => target.trim().startsWith("#") || INLINE_IMAGE.test(target.trim());

/** True when the SVG has scripts, event handlers, entities or a reference to anything outside itself. */
export function isUnsafeSvg(svg: string): boolean {
  if (UNSAFE_SVG.some((rule) => rule.test(svg))) return true;
  for (const [, , target] of svg.matchAll(LINK_ATTRIBUTE)) if (!isLocal(target)) return true;
  for (const [, , target] of svg.matchAll(CSS_URL)) if (!target.trim().startsWith("#")) return true;
  return false;
}

async function rasterizeSvg(bytes: Uint8Array): Promise<EncodedImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The declared size only sets the aspect ratio: no pixel limit applies to reading it.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw refuse(415, "unreadable_image", LOGO_MESSAGES.unreadable);
  }
  if (!width || !height) throw refuse(415, "unreadable_image", LOGO_MESSAGES.unreadable);
  // Vectors are drawn at the stored size, not at their declared one, so they stay sharp
  // and a declared size of 100,000 px costs nothing.
  const scale = LOGO_MAX_WIDTH / Math.max(width, height);
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  try {
    const png = await sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(LOGO_MAX_WIDTH, LOGO_MAX_WIDTH, { fit: "inside" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { data: new Uint8Array(png), extension: "png", contentType: "image/png" };
  } catch {
    throw refuse(415, "unreadable_image", LOGO_MESSAGES.unreadable);
  }
}

async function reencodeRaster(bytes: Uint8Array): Promise<EncodedImage> {
  const { format } = await checkImage(bytes, { maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES });
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(LOGO_MAX_WIDTH, LOGO_MAX_WIDTH, { fit: "inside", withoutEnlargement: true });
    // A JPEG stays JPEG (a photo-like logo); everything else becomes PNG, which every
    // mail client shows, keeps transparency and draws flat colours sharply. Animations
    // keep their first frame: Outlook on Windows shows only that one anyway.
    if (format === "jpeg") {
      const jpeg = await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      return { data: new Uint8Array(jpeg), extension: "jpg", contentType: "image/jpeg" };
    }
    const png = await image.png({ compressionLevel: 9 }).toBuffer();
    return { data: new Uint8Array(png), extension: "png", contentType: "image/png" };
  } catch {
    throw refuse(415, "unreadable_image", LOGO_MESSAGES.unreadable);
  }
}

/** The logo as stored: checked, re-encoded, at most LOGO_MAX_WIDTH wide. Throws a 4xx AppError otherwise. */
export async function encodeLogo(bytes: Uint8Array): Promise<EncodedImage> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw refuse(413, "file_too_large", LOGO_MESSAGES.tooLarge);
  const svg = svgTextOf(bytes);
  if (svg === null) return reencodeRaster(bytes);
  if (isUnsafeSvg(svg)) throw refuse(415, "unsafe_svg", LOGO_MESSAGES.unsafeSvg);
  return rasterizeSvg(bytes);
}
