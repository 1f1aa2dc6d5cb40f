// Images mail clients won't show become hosted PNGs: Gmail and Outlook 2007-2016 drop
// `data:` images, and no mail client shows SVG. A data: image (raster or SVG) and an
// inline <svg> are checked, re-encoded to PNG with sharp, stored like uploads
// (features/files: the company's files, counted against its quota; the gallery's are the
// platform's) and referenced by their absolute address. An https .svg address is
// refused: the server never fetches what a template points to.
import { sharp } from "../../lib/sharp";
import type { AppDeps } from "../../context";
import { AppError, badRequest } from "../../lib/errors";
import { checkImage, requireStorableImage } from "../../lib/images";
import { drawSvg } from "../../lib/svg-safety";
import { svgRefusal } from "../../../shared/signature/svg-judge";
import { IMAGE_LIMITS } from "../../../shared/limits";
import { whereText } from "./template-lines";
import { storeFile, type FileOwner } from "../files/store-file";

/** Widest and tallest stored image: twice a signature's 600 px, for sharp rendering on high-density screens. */
const MAX_WIDTH = 1200;
const SHOWN_MAX = MAX_WIDTH / 2;
const MAX_BYTES = 1024 * 1024;
const MESSAGES = {
  tooLarge: "An image in the template is larger than 1 MB",
  badType: "An image in the template is not a PNG, JPEG, GIF, WebP or SVG image",
  unreadable: "An image in the template could not be read",
  tooManyPixels: "An image in the template has too many pixels",
};

const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const INLINE_SVG = /<svg\b[\s\S]*?<\/svg\s*>/gi;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)((?:;[\w-]+=[^;,]*)*)(;base64)?,([\s\S]*)$/i;
const SVG_ADDRESS = /^https?:\/\/[^?#]*\.svgz?(?:[?#]|$)/i;

type Deps = Pick<AppDeps, "db" | "storage" | "config">;
export type HostedImages = { html: string; hosted: number; svg: number };

function refuse(input: string, needle: string, message: string): never {
  const where = whereText(input, needle);
  const text = where ? `${message} (${where})` : message;
  throw badRequest(text, { html: text });
}

function bytesOf(match: RegExpExecArray): Uint8Array {
  const payload = match[4];
  if (match[3]) return new Uint8Array(Buffer.from(payload.replace(/\s+/g, ""), "base64"));
  try {
    return new Uint8Array(Buffer.from(decodeURIComponent(payload), "utf8"));
  } catch {
    return new Uint8Array(Buffer.from(payload, "utf8"));
  }
}

async function rasterToPng(bytes: Uint8Array): Promise<Uint8Array> {
  await checkImage(bytes, { maxBytes: MAX_BYTES, messages: MESSAGES });
  const png = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.inputPixels, animated: false })
    .rotate()
    .resize(MAX_WIDTH, MAX_WIDTH, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

class Hoster {
  hosted = 0;
  svg = 0;
  constructor(
    private readonly deps: Deps,
    private readonly owner: FileOwner,
    private readonly input: string,
  ) {}

  private async store(data: Uint8Array, needle: string): Promise<string> {
    await requireStorableImage(data, "An image in the template", "html").catch((error: AppError) =>
      refuse(this.input, needle, error.message),
    );
    const kind = this.owner.accountId ? "template-image" : "gallery-image";
    const path = await storeFile(this.deps, this.owner, { kind, extension: "png", data, field: "html" });
    this.hosted += 1;
    return `${this.deps.config.baseUrl.replace(/\/+$/, "")}${path}`;
  }

  private async svgPng(text: Uint8Array, needle: string) {
    // Shown at most SHOWN_MAX px wide and high, drawn at twice that for high-density screens.
    const drawn = await drawSvg(
      Buffer.from(text).toString("utf8"),
      (width, height) => 2 * Math.min(1, SHOWN_MAX / Math.max(width, height)),
    );
    if (drawn.kind !== "drawn") return refuse(this.input, needle, svgRefusal(drawn));
    const url = await this.store(drawn.png, needle);
    this.svg += 1;
    return { url, width: Math.max(1, Math.round(drawn.width / 2)), height: Math.max(1, Math.round(drawn.height / 2)) };
  }

  /** The address an <img src> should have: hosted for data: images; refuses an SVG address. */
  async source(src: string): Promise<string> {
    const value = src.trim();
    if (SVG_ADDRESS.test(value))
      refuse(
        this.input,
        value,
        `Mail clients don't show SVG images: ${value.slice(0, 80)}. Use a PNG address, or paste the SVG itself to have it turned into a PNG`,
      );
    const data = DATA_URL.exec(value);
    if (!data) return src;
    const needle = value.slice(0, 40);
    const bytes = bytesOf(data);
    if (/^image\/svg\+xml$/i.test(data[1])) return (await this.svgPng(bytes, needle)).url;
    let png: Uint8Array;
    try {
      png = await rasterToPng(bytes);
    } catch (error) {
      return refuse(this.input, needle, error instanceof AppError ? error.message : MESSAGES.unreadable);
    }
    return this.store(png, needle);
  }

  async inlineSvg(svg: string): Promise<string> {
    const { url, width, height } = await this.svgPng(new Uint8Array(Buffer.from(svg, "utf8")), svg.slice(0, 40));
    const label = /\baria-label\s*=\s*"([^"]*)"/i.exec(svg)?.[1] ?? /<title[^>]*>([^<]*)<\/title>/i.exec(svg)?.[1] ?? "";
    return `<img src="${url}" width="${width}" height="${height}" alt="${label.replace(/["<>&]/g, "")}">`;
  }
}

async function replaceAsync(text: string, pattern: RegExp, replace: (match: RegExpMatchArray) => Promise<string>): Promise<string> {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += text.slice(last, match.index) + (await replace(match));
    last = (match.index ?? 0) + match[0].length;
  }
  return out + text.slice(last);
}

/** `input` is the admin's HTML as sent, for saying where a refused image is. */
export async function hostTemplateImages(deps: Deps, owner: FileOwner, html: string, input: string): Promise<HostedImages> {
  const hoster = new Hoster(deps, owner, input);
  let out = await replaceAsync(html, INLINE_SVG, (m) => hoster.inlineSvg(m[0]));
  out = await replaceAsync(out, IMG_SRC, async (m) => {
    const src = m[2] ?? m[3] ?? m[4] ?? "";
    const next = await hoster.source(src);
    return next === src ? m[0] : `${m[1]}"${next}"`;
  });
  return { html: out, hosted: hoster.hosted, svg: hoster.svg };
}
