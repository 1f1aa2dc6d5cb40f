// Company logos: PNG, JPEG, GIF, WebP or SVG, recognised by content. Every logo is
// re-encoded (no original bytes are stored) and fits in LOGO_MAX_WIDTH x LOGO_MAX_WIDTH.
// SVG is rasterized to PNG because Gmail and Outlook don't show SVG; only a self-contained
// drawing is (lib/svg-safety.ts), anything else is refused before librsvg sees it.
import { sharp } from "./sharp";
import { AppError } from "./errors";
import { checkImage, requireStorableImage, type EncodedImage } from "./images";
import { drawSvg, svgTextOf } from "./svg-safety";
import { IMAGE_LIMITS } from "../../shared/limits";
import { LOGO_MAX_BYTES, LOGO_MAX_WIDTH, LOGO_MESSAGES } from "../../shared/company/company-schema";

const refuse = (status: 413 | 415, code: string, message: string) => new AppError(status, code, message, { file: message });

async function rasterizeSvg(svg: string): Promise<EncodedImage> {
  // Vectors are drawn at the stored size, not at their declared one, so they stay sharp.
  const drawn = await drawSvg(svg, (width, height) => LOGO_MAX_WIDTH / Math.max(width, height));
  if (drawn.kind === "unsafe") throw refuse(415, "unsafe_svg", `${LOGO_MESSAGES.unsafeSvg} This one has ${drawn.found}.`);
  if (drawn.kind === "unreadable") throw refuse(415, "unreadable_image", LOGO_MESSAGES.unreadable);
  return { data: drawn.png, extension: "png", contentType: "image/png" };
}

async function reencodeRaster(bytes: Uint8Array): Promise<EncodedImage> {
  const { format } = await checkImage(bytes, { maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES });
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.inputPixels, animated: false })
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
  const encoded = svg === null ? await reencodeRaster(bytes) : await rasterizeSvg(svg);
  await requireStorableImage(encoded.data, "The logo");
  return encoded;
}
