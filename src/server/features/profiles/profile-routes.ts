// A member's own profile only: the caller's id comes from the session, never the request.
// Every answer says whether a directory manages the member (its fields are then read-only).
import { requireMemberSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { ProfileUpdateSchema } from "../../../shared/profiles/profile-schema";
import { ProfileResponseSchema } from "../../../shared/profiles/profile-responses";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { getProfile, profileAnswer as answer } from "./get-profile";
import { updateProfile } from "./update-profile";
import { uploadProfilePhoto } from "./upload-profile-photo";
import { removeProfilePhoto } from "./remove-profile-photo";

const profile = json(ProfileResponseSchema, "The profile, and the directory that manages it if any");

const read = createRoute({
  method: "get",
  path: "/",
  summary: "The own profile",
  description:
    "The signed-in member's own profile: name, job title, phones, office, department, LinkedIn and photo, and which fields a connected directory owns. API keys can't call it: a key acts for a company, not a person (admins change members through the team routes).",
  middleware: requireMemberSession,
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404) },
});
const update = createRoute({
  method: "put",
  path: "/",
  summary: "Save the own profile",
  description:
    "Saves the signed-in member's own profile; their signature follows on its next render. For a member a directory (Google Workspace, SCIM) manages, the fields it owns (first and last name, job title, department, phone) may be left out; a different value for one of them is refused with 400 naming the field. Anyone else sends every field. API keys can't call it.",
  middleware: requireMemberSession,
  request: jsonBody(ProfileUpdateSchema, {
    firstName: "Ada",
    lastName: "Lovelace",
    jobTitle: "Analyst",
    personalPhone: "+44 20 7946 0958",
    officeId: null,
    departmentId: null,
    linkedinUrl: "https://www.linkedin.com/in/ada",
  }),
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const upload = createRoute({
  method: "post",
  path: "/photo",
  summary: "Upload a profile photo (JPEG, PNG or GIF; multipart field `file`)",
  description:
    "Sets the signed-in member's photo from an uploaded image (multipart field `file`; JPEG, PNG or GIF, checked by content): cropped square and re-encoded for email. API keys can't call it.",
  middleware: requireMemberSession,
  bodyLimit: uploadLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES),
  // A plain schema, not zod: the file is read and checked by the handler with the upload messages.
  request: uploadBody(PHOTO_MAX_BYTES),
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
});
const removePhoto = createRoute({
  method: "delete",
  path: "/photo",
  summary: "Remove the profile photo",
  description: "Removes the signed-in member's photo: their signature shows their initials instead. API keys can't call it.",
  middleware: requireMemberSession,
  responses: { 200: profile, ...errors(...GUARD_ERRORS.member, 404) },
});

export const profileRoutes = createRouter("profiles")
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
