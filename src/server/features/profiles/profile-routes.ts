// A member's own profile only: the caller's id comes from the session, never the request.
import { requireMemberSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { ProfileSchema } from "../../../shared/profiles/profile-schema";
import { ProfileResponseSchema } from "../../../shared/profiles/profile-responses";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../../shared/profiles/photo-rules";
import { getProfile } from "./get-profile";
import { updateProfile } from "./update-profile";
import { uploadProfilePhoto } from "./upload-profile-photo";
import { removeProfilePhoto } from "./remove-profile-photo";

const profile = json(ProfileResponseSchema, "The profile");

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
    "Saves the signed-in member's own profile; their signature follows on its next render. Fields a connected directory owns are refused (409). API keys can't call it.",
  middleware: requireMemberSession,
  request: jsonBody(ProfileSchema, {
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
  .openapi(read, async (c) => c.json({ profile: await getProfile(c.var.deps.db, c.var.caller) }, 200))
  .openapi(update, async (c) => c.json({ profile: await updateProfile(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(upload, async (c) => {
    const bytes = await readUpload(c, PHOTO_MESSAGES);
    const { db, storage } = c.var.deps;
    return c.json({ profile: await uploadProfilePhoto({ db, storage }, c.var.caller, bytes) }, 200);
  })
  .openapi(removePhoto, async (c) => c.json({ profile: await removeProfilePhoto(c.var.deps.db, c.var.caller) }, 200));
