// A campaign banner upload: PNG, JPEG or GIF checked by content (lib/images.ts), at most
// 1 MB in; re-encoded so no original bytes are stored (metadata dropped), except an
// animated GIF, which is kept as sent once checked (re-encoding would cost its frames or
// its size). Warnings say when the result is heavier or wider than mail clients like.
import { sharp } from "../../lib/sharp";
import type { Database } from "../../db/client";
import type { Storage } from "../../lib/storage";
import { AppError } from "../../lib/errors";
import { checkImage, requireStorableImage } from "../../lib/images";
import { storeFile } from "../files/store-file";
import type { Scope } from "../../lib/scope";
import { BANNER_MAX_BYTES, BANNER_MESSAGES, BANNER_WARN_BYTES, BANNER_WARN_WIDTH } from "../../../shared/campaigns/campaign-schema";
import { CAMPAIGN_IMAGE_HEIGHT } from "../../../shared/signature/campaign-block";

const RULES = { maxBytes: BANNER_MAX_BYTES, formats: ["png", "jpeg", "gif"] as const, messages: BANNER_MESSAGES };

export function bannerWarnings(bytes: number, width: number, height: number): string[] {
  const warnings: string[] = [];
  if (bytes > BANNER_WARN_BYTES)
    warnings.push(`The banner is ${Math.round(bytes / 1024)} KB. Keep it under 150 KB so emails stay light and load fast.`);
  // Shown 90 px high in the signature: its width there at 1x.
  const shownWidth = Math.round((width * CAMPAIGN_IMAGE_HEIGHT) / height);
  if (shownWidth > BANNER_WARN_WIDTH)
    warnings.push(
      `At ${CAMPAIGN_IMAGE_HEIGHT} px high the banner is ${shownWidth} px wide. Keep it within ${BANNER_WARN_WIDTH} px so it fits narrow mail windows.`,
    );
  return warnings;
}

/** Stored as the company's (its quota counts it); saving it into a campaign is a separate step. */
export async function uploadBanner(deps: { db: Database; storage: Storage }, { accountId, userId }: Scope, bytes: Uint8Array) {
  const checked = await checkImage(bytes, RULES);
  let data: Uint8Array;
  let extension: "png" | "jpg" | "gif";
  try {
    const meta = await sharp(bytes, { animated: true }).metadata();
    if (checked.format === "gif" && (meta.pages ?? 1) > 1) {
      data = bytes;
      extension = "gif";
    } else if (checked.format === "jpeg") {
      data = new Uint8Array(await sharp(bytes, { animated: false }).rotate().jpeg({ quality: 86, mozjpeg: true }).toBuffer());
      extension = "jpg";
    } else {
      data = new Uint8Array(await sharp(bytes, { animated: false }).png({ compressionLevel: 9 }).toBuffer());
      extension = "png";
    }
  } catch {
    throw new AppError(415, "unreadable_image", BANNER_MESSAGES.unreadable, { file: BANNER_MESSAGES.unreadable });
  }
  await requireStorableImage(data, "The banner");
  // Measured as stored: a JPEG's orientation is applied by now.
  const { width = checked.width, height = checked.height } = await sharp(data).metadata();
  const url = await storeFile(
    deps,
    { accountId, userId },
    {
      kind: "banner",
      extension,
      data,
      field: "file",
      size: { width, height },
    },
  );
  return {
    url,
    width,
    height,
    bytes: data.byteLength,
    warnings: bannerWarnings(data.byteLength, width, height),
  };
}
