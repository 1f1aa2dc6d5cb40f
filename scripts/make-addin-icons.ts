// Draws the Outlook add-in's icons from the app's mark (public/static/brand/favicon.svg) as the
// PNG sizes a manifest names: 16, 32, 64, 80 and 128 px. The PNGs are committed; run this
// again only to change them: `npx tsx scripts/make-addin-icons.ts`.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/static/brand/favicon.svg");
for (const size of [16, 32, 64, 80, 128])
  await sharp(svg, { density: Math.ceil((72 * size) / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/static/brand/addin-${size}.png`);
console.log("Wrote public/static/brand/addin-{16,32,64,80,128}.png");
