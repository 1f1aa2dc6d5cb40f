// Uploaded images: checked by content (magic bytes, then sharp's own reading of the
// file), never by name or declared type, and always re-encoded, so no original bytes
// (metadata, scripts hidden in polyglot files) reach the stored copy.
import type { Metadata } from "sharp";
import { sharp } from "./sharp";
import { AppError } from "./errors";
import { IMAGE_LIMITS } from "../../shared/limits";

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";
export const ALL_IMAGE_FORMATS: readonly ImageFormat[] = ["png", "jpeg", "gif", "webp"];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The format that the file's first bytes announce, or null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

export type ImageRules = {
  maxBytes: number;
  formats?: readonly ImageFormat[];
  messages: { tooLarge: string; badType: string; unreadable: string; tooManyPixels?: string };
};

export type CheckedImage = { format: ImageFormat; width: number; height: number };

/** 413 when too large, 415 when not an allowed image: by its bytes and by sharp's decoder. */
export async function checkImage(bytes: Uint8Array, rules: ImageRules): Promise<CheckedImage> {
  if (bytes.byteLength > rules.maxBytes)
    throw new AppError(413, "file_too_large", rules.messages.tooLarge, { file: rules.messages.tooLarge });
  const allowed = rules.formats ?? ALL_IMAGE_FORMATS;
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed || !allowed.includes(sniffed))
    throw new AppError(415, "unsupported_media_type", rules.messages.badType, { file: rules.messages.badType });
  let meta: Metadata;
  try {
    // The header only: the pixel count is checked below, with its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, "unreadable_image", rules.messages.unreadable, { file: rules.messages.unreadable });
  }
  // A small file that claims a huge canvas is a decompression bomb: refused before decoding.
  if (rules.messages.tooManyPixels && meta.width && meta.height && meta.width * meta.height > IMAGE_LIMITS.inputPixels)
    throw new AppError(413, "image_too_large", rules.messages.tooManyPixels, { file: rules.messages.tooManyPixels });
  // The decoder must agree with the magic bytes, and the image must have a size.
  if (meta.format !== sniffed || !meta.width || !meta.height || meta.width * meta.height > IMAGE_LIMITS.inputPixels) {
    throw new AppError(415, "unreadable_image", rules.messages.unreadable, { file: rules.messages.unreadable });
  }
  return { format: sniffed, width: meta.width, height: meta.height };
}

export type EncodedImage = { data: Uint8Array; extension: "png" | "jpg"; contentType: "image/png" | "image/jpeg" };

/**
 * A centre-cropped square of `size` px. Transparent images stay PNG; opaque ones
 * (whatever their format claims about alpha) become JPEG, much smaller for photos.
 * Animated images keep their first frame. EXIF orientation is applied, then every
 * metadata block is dropped.
 */
export async function encodeSquareImage(bytes: Uint8Array, size: number, messages: ImageRules["messages"]): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.inputPixels, animated: false })
      .rotate()
      .resize(size, size, { fit: "cover", position: "centre" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
    if (!isOpaque(data)) {
      const png = await pixels.png({ compressionLevel: 9 }).toBuffer();
      return { data: new Uint8Array(png), extension: "png", contentType: "image/png" };
    }
    const jpeg = await pixels.removeAlpha().jpeg({ quality: 86, mozjpeg: true }).toBuffer();
    return { data: new Uint8Array(jpeg), extension: "jpg", contentType: "image/jpeg" };
  } catch {
    // Truncated or corrupt pixel data shows up only when decoding.
    throw new AppError(415, "unreadable_image", messages.unreadable, { file: messages.unreadable });
  }
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

/**
 * The last check before an image is stored, whatever made it: at most IMAGE_LIMITS'
 * stored pixels and bytes, else 413 naming `field`. `subject` starts the message ("The logo").
 */
export async function requireStorableImage(data: Uint8Array, subject: string, field = "file"): Promise<void> {
  let problem: string | null = null;
  try {
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width * height > IMAGE_LIMITS.storedPixels)
      problem = `${width} x ${height} px; at most ${IMAGE_LIMITS.storedPixels / 1_000_000} megapixels can be hosted`;
  } catch {
    problem = "it could not be read back";
  }
  if (!problem && data.byteLength > IMAGE_LIMITS.storedBytes)
    problem = `${megabytes(data.byteLength)}; at most ${megabytes(IMAGE_LIMITS.storedBytes)} can be hosted`;
  if (!problem) return;
  const message = `${subject} is too large to host (${problem})`;
  throw new AppError(413, "image_too_large", message, { [field]: message });
}
