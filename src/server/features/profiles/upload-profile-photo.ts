// A new profile photo: checked by content, cropped square, re-encoded at twice the
// display size, stored as the caller's company's file (its quota counts it), and set on the
// profile in the same transaction. The previous file stays in storage (files are immutable
// and emails already sent show it). The signature in Gmail follows (refresh-signatures.ts).
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { profiles } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import { checkImage, encodeSquareImage, requireStorableImage } from "../../lib/images";
import { notFound } from "../../lib/errors";
import { storeFile } from "../files/store-file";
import { announceSignatureChange } from "../mailboxes";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_STORED_PX } from "../../../shared/profiles/photo-rules";
import { toProfileView, type Scope } from "./get-profile";

const RULES = { maxBytes: PHOTO_MAX_BYTES, messages: PHOTO_MESSAGES };

export async function uploadProfilePhoto(
  deps: Pick<AppDeps, "db" | "queue" | "mailboxChannels"> & { storage: Storage },
  { userId, accountId }: Scope,
  bytes: Uint8Array,
) {
  await checkImage(bytes, RULES);
  const encoded = await encodeSquareImage(bytes, PHOTO_STORED_PX, RULES.messages);
  await requireStorableImage(encoded.data, "The photo");
  const stored: { path?: string } = {};
  try {
    return await deps.db.transaction(async (tx) => {
      const photoUrl = await storeFile(
        { db: tx, storage: deps.storage },
        { accountId, userId },
        { kind: "photo", ...encoded, field: "file" },
      );
      stored.path = photoUrl;
      const [row] = await tx.update(profiles).set({ photoUrl, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
      if (!row) throw notFound("Profile");
      // The photo is in the signature: Gmail gets it too.
      await announceSignatureChange(deps, accountId, { userIds: [userId] }, { tx });
      return toProfileView(row);
    });
  } catch (error) {
    if (stored.path) await deps.storage.remove(stored.path).catch(() => undefined);
    throw error;
  }
}
