// Default images a company would send: a monogram of the company's initials
// for a missing logo and of the member's initials for a missing photo, as PNGs the app hosts
// at stable addresses (/monograms/<kind>/<initials>-<colour>.png). The input is closed: 1-2
// letters A-Z or digits, and a colour from a fixed palette, so the route can only ever make
// 2 x 1,332 x 8 small images; each is generated once and kept in memory.
import { Hono } from "hono";
import { sharp } from "../../lib/sharp";

/** Brand colours for monograms. There is no brand colour field yet: each account gets a fixed one. */
export const MONOGRAM_PALETTE = ["334155", "1e40af", "047857", "7c2d12", "6d28d9", "0f766e", "9d174d", "374151"] as const;
/** The member photo monogram is always neutral slate, so it reads as a person, not the brand. */
export const PHOTO_COLOUR_INDEX = 0;

export type MonogramKind = "logo" | "photo";
const SIZE = { logo: { width: 240, height: 80 }, photo: { width: 160, height: 160 } } as const;
/** The logo monogram's width over its height. */
export const MONOGRAM_LOGO_ASPECT = SIZE.logo.width / SIZE.logo.height;

/** Up to two initials of a name, A-Z and 0-9 only ("Acme Inc." -> "AI", "jordan lee" -> "JL"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "")
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Z0-9]/g, ""))
    .filter(Boolean);
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? "").slice(0, 2);
  return letters || "S";
}

/** A fixed palette index for an account (a stable hash of its id). */
export function colourIndexFor(accountId: string): number {
  let hash = 0;
  for (const ch of accountId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % MONOGRAM_PALETTE.length;
}

export function monogramPath(kind: MonogramKind, initials: string, colourIndex: number): string {
  return `/monograms/${kind}/${initials}-${colourIndex}.png`;
}

const cache = new Map<string, Buffer>();

export async function monogramPng(kind: MonogramKind, initials: string, colourIndex: number): Promise<Buffer> {
  const key = `${kind}/${initials}-${colourIndex}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { width, height } = SIZE[kind];
  const colour = MONOGRAM_PALETTE[colourIndex];
  const shape =
    kind === "photo"
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="#${colour}"/>`
      : `<rect width="${width}" height="${height}" rx="12" fill="#${colour}"/>`;
  const fontSize = kind === "photo" ? 64 : 40;
  // initials are [A-Z0-9]{1,2} (checked by the route), so they are safe inside the SVG.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${initials}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  cache.set(key, png);
  return png;
}

const NAME = /^([A-Z0-9]{1,2})-([0-9])\.png$/;

export const monogramRoutes = new Hono().get("/:kind/:name", async (c) => {
  const kind = c.req.param("kind");
  const match = NAME.exec(c.req.param("name"));
  if ((kind !== "logo" && kind !== "photo") || !match || Number(match[2]) >= MONOGRAM_PALETTE.length) return c.notFound();
  const png = await monogramPng(kind, match[1], Number(match[2]));
  return c.body(new Uint8Array(png), 200, {
    "content-type": "image/png",
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  });
});
