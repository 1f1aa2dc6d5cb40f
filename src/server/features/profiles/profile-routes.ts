// A member's own profile only: the caller's id comes from the session, never the request.
import { createRoute } from "@hono/zod-openapi";
import { requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { ProfileSchema } from "../../../shared/profiles/profile-schema";
import { ProfileResponseSchema } from "../../../shared/profiles/profile-responses";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { getProfile } from "./get-profile";
import { updateProfile } from "./update-profile";
import { uploadProfilePhoto } from "./upload-profile-photo";
import { removeProfilePhoto } from "./remove-profile-photo";

const tags = ["Profile"];
const profile = json(ProfileResponseSchema, "The profile");

const read = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The own profile",
  middleware: requireMember,
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404) },
});
const update = createRoute({
  method: "put",
  path: "/",
  tags,
  summary: "Save the own profile",
  middleware: requireMember,
  request: jsonBody(ProfileSchema),
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const upload = createRoute({
  method: "post",
  path: "/photo",
  tags,
  summary: "Upload a profile photo (JPEG, PNG or GIF; multipart field `file`)",
  middleware: requireMember,
  bodyLimit: uploadLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES),
  // A plain schema, not zod: the file is read and checked by the handler with the upload messages.
  request: uploadBody,
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
});
const removePhoto = createRoute({
  method: "delete",
  path: "/photo",
  tags,
  summary: "Remove the profile photo",
  middleware: requireMember,
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404) },
});

export const profileRoutes = createRouter()
  .openapi(read, async (c) => c.json({ profile: await getProfile(c.var.deps.db, c.var.caller) }, 200))
  .openapi(update, async (c) => c.json({ profile: await updateProfile(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(upload, async (c) => {
    const bytes = await readUpload(c, PHOTO_MESSAGES);
    const { db, storage } = c.var.deps;
    return c.json({ profile: await uploadProfilePhoto({ db, storage }, c.var.caller, bytes) }, 200);
  })
  .openapi(removePhoto, async (c) => c.json({ profile: await removeProfilePhoto(c.var.deps.db, c.var.caller) }, 200));
