// The built-in gallery templates, on every start. New slugs are inserted; rows of the
// built-in slugs that no super admin has changed since they were seeded are brought to
// the current design and HTML. "Unchanged" is told by content, not by timestamps:
// - the row's HTML is one that an earlier release seeded (fingerprints below, from
//   before templates had designs), or
// - the row's design is the one this release ships (only the HTML the engine makes from
//   it may differ). A super admin's edit changes the design, or detaches the HTML from it
//   (design null), so such rows are left alone.
// When a later release changes a built-in design, add the old design's fingerprint
// (sha256 of stableJson(design)) to EARLIER_DESIGNS, or its rows will be kept as edited.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { galleryTemplates } from "../db/schema";
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";

/** sha256 of html_content as seeded by earlier releases (git history of gallery.ts). */
const EARLIER_HTML: Record<string, readonly string[]> = {
  classic: [
    "5360133106b9549ad45209074c95d6c5cc29057066bb1054d52c32e1ca91689e",
    "4a6255e5daa55220e203bcc1396fc2217d4cad2c1d0d739e883fc996b25e8c57",
  ],
  modern: ["932a218f6d95bafd9ca1d0e6ee8f7009476c2f18d8a1b9329ca22b9016abcdfa"],
  minimal: ["cfb52785f89d802037696e8d8a11daa73936ecf5d72c69ede945998a46524f14"],
  corporate: ["638f989f346ca08571af77e4508acdbe77410eecede36c28bb461acc1202b8e1"],
};

/** sha256 of stableJson(design) of built-in designs that earlier releases shipped. */
const EARLIER_DESIGNS: Record<string, readonly string[]> = {
  // Dark text colours, unreadable in dark mode.
  classic: ["a4b483804c4a65bea4e05cf338d18787a60ad1a8bd4b9216a4cab2e0e6f93909"],
  modern: ["996cc0019767e1564dc1db4f2b69706b86556163afe059208e5ac5da3404bd71"],
  minimal: ["a7a01650e66da0599d18321fff82bb0d753a087e1ed5de24c10026b9a2998544"],
  corporate: ["154d1f15129cd610b76b8c1506725217edc5b259c9209db6b800e9f7d4dca29b"],
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export function isUnchangedBuiltIn(slug: string, row: { htmlContent: string; design: unknown }, current: { design: unknown }): boolean {
  if (row.design == null) return EARLIER_HTML[slug]?.includes(sha256(row.htmlContent)) ?? false;
  const design = stableJson(row.design);
  return design === stableJson(current.design) || (EARLIER_DESIGNS[slug]?.includes(sha256(design)) ?? false);
}

export async function seedGallery(db: Database) {
  for (const g of GALLERY_TEMPLATES) {
    const inserted = await db
      .insert(galleryTemplates)
      .values({ slug: g.slug, name: g.name, description: g.description, htmlContent: g.html, design: g.design })
      .onConflictDoNothing({ target: galleryTemplates.slug })
      .returning({ id: galleryTemplates.id });
    if (inserted.length) continue;
    const [row] = await db.select().from(galleryTemplates).where(eq(galleryTemplates.slug, g.slug));
    if (!row || (row.htmlContent === g.html && stableJson(row.design) === stableJson(g.design))) continue;
    if (!isUnchangedBuiltIn(g.slug, row, g)) continue;
    await db.update(galleryTemplates).set({ htmlContent: g.html, design: g.design }).where(eq(galleryTemplates.id, row.id));
  }
}
