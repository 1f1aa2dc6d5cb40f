// The stored pixel size of campaign banners (stored_files.width/height), for the renders that
// take campaigns from somewhere other than the signature's one query (load-signature-data.ts
// joins them there): the campaign form's preview and the template's previews and length check.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storedFiles } from "../../db/schema";

type Banners = { imageUrl: string | null; imageUrlB: string | null };
export type BannerSizes = {
  imageWidth: number | null;
  imageHeight: number | null;
  imageWidthB: number | null;
  imageHeightB: number | null;
};

/** Each campaign with its banners' sizes (null for an outside address or an unmeasured file). */
export async function withBannerSizes<T extends Banners>(db: Database, rows: T[]): Promise<(T & BannerSizes)[]> {
  const paths = [...new Set(rows.flatMap((r) => [r.imageUrl, r.imageUrlB]).filter((p): p is string => !!p?.startsWith("/files/")))];
  const found = paths.length
    ? await db
        .select({ path: storedFiles.path, width: storedFiles.width, height: storedFiles.height })
        .from(storedFiles)
        .where(inArray(storedFiles.path, paths))
    : [];
  const sizes = new Map(found.map((f) => [f.path, f]));
  const size = (path: string | null) => (path ? sizes.get(path) : undefined);
  return rows.map((row) => ({
    ...row,
    imageWidth: size(row.imageUrl)?.width ?? null,
    imageHeight: size(row.imageUrl)?.height ?? null,
    imageWidthB: size(row.imageUrlB)?.width ?? null,
    imageHeightB: size(row.imageUrlB)?.height ?? null,
  }));
}
