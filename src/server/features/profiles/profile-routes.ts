import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../context";
import { requireMember } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { AppError, badRequest } from "../../lib/errors";
import { ProfileSchema } from "../../../shared/profiles/profile-schema";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { getProfile } from "./get-profile";
import { updateProfile } from "./update-profile";
import { uploadProfilePhoto } from "./upload-profile-photo";
import { removeProfilePhoto } from "./remove-profile-photo";

// The multipart envelope adds a little to the file itself; the file is checked exactly later.
const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, "file_too_large", PHOTO_MESSAGES.tooLarge, { file: PHOTO_MESSAGES.tooLarge });
  },
});

async function readPhoto(c: Parameters<typeof requireMember>[0]): Promise<Uint8Array> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(PHOTO_MESSAGES.missing, { file: PHOTO_MESSAGES.missing });
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest(PHOTO_MESSAGES.missing, { file: PHOTO_MESSAGES.missing });
  return new Uint8Array(await file.arrayBuffer());
}

// A member's own profile only: the caller's id comes from the session, never the request.
export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ profile: await getProfile(c.get("deps").db, await requireMember(c)) }))
  .put("/", async (c) => {
    const caller = await requireMember(c);
    return c.json({ profile: await updateProfile(c.get("deps").db, caller, await readJson(c, ProfileSchema)) });
  })
  .post("/photo", photoBodyLimit, async (c) => {
    const caller = await requireMember(c);
    const bytes = await readPhoto(c);
    const { db, storage } = c.get("deps");
    return c.json({ profile: await uploadProfilePhoto({ db, storage }, caller, bytes) });
  })
  .delete("/photo", async (c) => c.json({ profile: await removeProfilePhoto(c.get("deps").db, await requireMember(c)) }));
