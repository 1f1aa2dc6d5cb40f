import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { checkImage, encodeSquareImage, requireStorableImage, sniffImageFormat } from "./images";
import { AppError } from "./errors";
import { bigBlankPng } from "../test/image-bombs";
import { IMAGE_LIMITS } from "../../shared/limits";

const messages = { tooLarge: "too large", badType: "bad type", unreadable: "unreadable" };
const rules = { maxBytes: 1024 * 1024, messages };
const solid = (format: "png" | "jpeg" | "gif" | "webp", width = 50, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();

describe("sniffImageFormat", () => {
  it("knows PNG, JPEG, GIF and WebP by their first bytes, and nothing else", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const) expect(sniffImageFormat(await solid(format))).toBe(format);
    expect(sniffImageFormat(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe("checkImage", () => {
  it("refuses by size before reading, and by content whatever the caller claims", async () => {
    await expect(checkImage(new Uint8Array(rules.maxBytes + 1), rules)).rejects.toMatchObject({ status: 413, message: "too large" });
    await expect(checkImage(new TextEncoder().encode("GIF89a but not really"), rules)).rejects.toMatchObject({
      status: 415,
      message: "unreadable",
    });
    await expect(checkImage(await solid("gif"), { ...rules, formats: ["png", "jpeg"] })).rejects.toMatchObject({
      status: 415,
      message: "bad type",
    });
    expect(await checkImage(await solid("webp"), rules)).toEqual({ format: "webp", width: 50, height: 30 });
  });
});

describe("encodeSquareImage", () => {
  it("crops the centre of a portrait image to a square and drops all metadata", async () => {
    // Top half red, bottom half blue, 100 x 300: the centre square straddles both.
    const top = await sharp({ create: { width: 100, height: 150, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const portrait = await sharp({ create: { width: 100, height: 300, channels: 3, background: "#0000ff" } })
      .composite([{ input: top, top: 0, left: 0 }])
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .jpeg()
      .toBuffer();
    const out = await encodeSquareImage(portrait, 40, messages);
    expect(out.extension).toBe("jpg");
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([40, 40, undefined]);
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // top-left is red
    expect(data[data.length - 1]).toBeGreaterThan(200); // bottom-right is blue
  });

  it("keeps transparency as PNG", async () => {
    const clear = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const out = await encodeSquareImage(clear, 10, messages);
    expect(out).toMatchObject({ extension: "png", contentType: "image/png" });
  });
});

describe("requireStorableImage: the cap on every stored image", () => {
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: AppError) => ({ status: error.status, fields: error.fields }),
    );

  it("passes an image within the stored pixels and bytes", async () => {
    expect(await refusal(requireStorableImage(new Uint8Array(await solid("png", 2000, 2000)), "The banner"))).toBeNull();
  });

  it("refuses more pixels than can be hosted, naming the field and the size", async () => {
    expect(await refusal(requireStorableImage(bigBlankPng(), "An image in the template", "html"))).toEqual({
      status: 413,
      fields: { html: "An image in the template is too large to host (8000 x 8000 px; at most 4 megapixels can be hosted)" },
    });
  });

  it("refuses more bytes than can be hosted", async () => {
    const noise = new Uint8Array(1400 * 1400 * 3).map(() => Math.floor(Math.random() * 256));
    const png = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(IMAGE_LIMITS.storedBytes);
    const result = await refusal(requireStorableImage(new Uint8Array(png), "The logo"));
    expect(result?.status).toBe(413);
    expect(result?.fields?.file).toMatch(/^The logo is too large to host \(5\.\d MB; at most 5 MB can be hosted\)$/);
  });
});
