// A new profile photo: checked by content, cropped square, re-encoded at twice the
// display size, stored, and set on the profile. The previous file stays in storage
// (files are immutable and may still be cached by mail clients).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import { checkImage, encodeSquareImage, requireStorableImage } from "../../lib/images";
import { notFound } from "../../lib/errors";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_STORED_PX } from "../../../shared/profiles/photo-rules";
import { toProfileView, type Scope } from "./get-profile";

const RULES = { maxBytes: PHOTO_MAX_BYTES, messages: PHOTO_MESSAGES };

export async function uploadProfilePhoto(deps: { db: Database; storage: Storage }, { userId }: Scope, bytes: Uint8Array) {
  await checkImage(bytes, RULES);
  const encoded = await encodeSquareImage(bytes, PHOTO_STORED_PX, RULES.messages);
  await requireStorableImage(encoded.data, "The photo");
  const photoUrl = await deps.storage.put("photos", encoded.extension, encoded.data);
  const [row] = await deps.db.update(profiles).set({ photoUrl, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
  if (!row) throw notFound("Profile");
  return toProfileView(row);
}
