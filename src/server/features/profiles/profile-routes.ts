// A member's own profile only: the caller's id comes from the session, never the request.
// Every answer says whether a directory manages the member (its fields are then read-only).
import { createRoute } from "@hono/zod-openapi";
import { requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { ProfileUpdateSchema } from "../../../shared/profiles/profile-schema";
import { ProfileResponseSchema } from "../../../shared/profiles/profile-responses";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { getProfile, profileAnswer as answer } from "./get-profile";
import { updateProfile } from "./update-profile";
import { uploadProfilePhoto } from "./upload-profile-photo";
import { removeProfilePhoto } from "./remove-profile-photo";

const tags = ["Profile"];
const profile = json(ProfileResponseSchema, "The profile, and the directory that manages it if any");

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
  description:
    "Saves the caller's details. For a member a directory (Google Workspace) manages, the fields it owns (first and last name, job title, department, phone) may be left out; a different value for one of them is refused with 400 naming the field. Anyone else sends every field.",
  middleware: requireMember,
  request: jsonBody(ProfileUpdateSchema),
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
  .openapi(read, async (c) => {
    const { db } = c.var.deps;
    return c.json(await answer(db, c.var.caller, await getProfile(db, c.var.caller)), 200);
  })
  .openapi(update, async (c) => {
    const { deps, caller } = c.var;
    return c.json(await answer(deps.db, caller, await updateProfile(deps, caller, c.req.valid("json"))), 200);
  })
  .openapi(upload, async (c) => {
    const bytes = await readUpload(c, PHOTO_MESSAGES);
    const { deps, caller } = c.var;
    return c.json(await answer(deps.db, caller, await uploadProfilePhoto(deps, caller, bytes)), 200);
  })
  .openapi(removePhoto, async (c) => {
    const { deps, caller } = c.var;
    return c.json(await answer(deps.db, caller, await removeProfilePhoto(deps, caller)), 200);
  });
