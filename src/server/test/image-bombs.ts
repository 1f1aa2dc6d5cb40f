// Image bombs for the tests: small files that decode or draw to something huge.
import { deflateSync } from "node:zlib";

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function png(width: number, height: number, bitDepthAndType: [number, number], pixels: Buffer) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([...bitDepthAndType, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(pixels, { level: 9 })), chunk("IEND", Buffer.alloc(0))]),
  );
}

/** A valid PNG header that claims a huge canvas, with a few bytes of pixel data. */
export const bombPngHeader = (width = 60_000, height = 60_000) => png(width, height, [8, 2], Buffer.alloc(1000));

/** A complete black-and-white PNG of 8000 x 8000 px (64 megapixels) in about 8 KB. */
export function bigBlankPng(side = 8000) {
  const row = 1 + Math.ceil(side / 8); // filter byte, then one bit per pixel
  return png(side, side, [1, 0], Buffer.alloc(row * side));
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** The 8000 x 8000 PNG wrapped in a 100 x 100 SVG as a data: image. */
export const svgWrappingBigPng = () =>
  `<svg ${SVG_NS} width="100" height="100"><image href="data:image/png;base64,${Buffer.from(bigBlankPng()).toString("base64")}" width="100" height="100"/></svg>`;

/** About 200 bytes that librsvg takes seconds to draw at their declared 600 x 4000 px, to a PNG of tens of MB. */
export const TURBULENCE_SVG = `<svg ${SVG_NS} width="600" height="4000"><filter id="n"><feTurbulence baseFrequency="0.9" numOctaves="8"/></filter><rect width="600" height="4000" filter="url(#n)"/></svg>`;

/** A reference to a local file under a made-up prefix bound to the xlink namespace. */
export const PREFIXED_FILE_HREF_SVG = `<svg ${SVG_NS} xmlns:x1="http://www.w3.org/1999/xlink" width="10" height="10"><use x1:href="file:///etc/passwd#a"/></svg>`;
