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
import { confirmEmailChange, declineEmailChange, sendEmailChangeCode } from "./email-change";
import { ConfirmEmailChangeSchema, EmailChangeConfirmedSchema, EmailChangeSentSchema } from "../../../shared/profiles/email-change-schema";

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

const ADDRESS_CHANGE =
  "A directory (SCIM, Google Workspace, Microsoft 365) that gives a member who has signed in a new address does not move it: the address waits (`directory.pendingEmail` in the profile) until the member, signed in, confirms a code sent to it. API keys can't call it.";
const sendCode = createRoute({
  method: "post",
  path: "/email-change/code",
  summary: "Email a code to the new address the directory gave",
  description: `${ADDRESS_CHANGE} Sends a 6-digit code to the waiting address (at most once a minute: else 429). 404 when no address waits; 409 when it is no longer on a verified domain of the company or someone else has it.`,
  middleware: requireMemberSession,
  responses: { 200: json(EmailChangeSentSchema, "Where the code went"), ...errors(...GUARD_ERRORS.member, 404, 409, 429) },
});
const confirmChange = createRoute({
  method: "post",
  path: "/email-change/confirm",
  summary: "Confirm the new address with the code from its mailbox",
  description: `${ADDRESS_CHANGE} The right code moves the member's sign-in address; a wrong or expired one is 400 naming \`code\` (five wrong codes void it).`,
  middleware: requireMemberSession,
  request: jsonBody(ConfirmEmailChangeSchema, { code: "123456" }),
  responses: { 200: json(EmailChangeConfirmedSchema, "The new sign-in address"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const declineChange = createRoute({
  method: "delete",
  path: "/email-change",
  summary: "Keep the current address instead of the directory's",
  description: `${ADDRESS_CHANGE} Drops the waiting address (the directory may send it again at its next sync).`,
  middleware: requireMemberSession,
  responses: { 204: { description: "Dropped" }, ...errors(...GUARD_ERRORS.member, 404) },
});

export const profileRoutes = createRouter("profiles")
  .openapi(read, async (c) => {
    const { db } = c.get("deps");
    return c.json(await answer(db, c.get("caller"), await getProfile(db, c.get("caller"))), 200);
  })
  .openapi(update, async (c) => {
    const deps = c.get("deps");
    const caller = c.get("caller");
    return c.json(await answer(deps.db, caller, await updateProfile(deps, caller, c.req.valid("json"))), 200);
  })
  .openapi(upload, async (c) => {
    const bytes = await readUpload(c, PHOTO_MESSAGES);
    const deps = c.get("deps");
    const caller = c.get("caller");
    return c.json(await answer(deps.db, caller, await uploadProfilePhoto(deps, caller, bytes)), 200);
  })
  .openapi(removePhoto, async (c) => {
    const deps = c.get("deps");
    const caller = c.get("caller");
    return c.json(await answer(deps.db, caller, await removeProfilePhoto(deps, caller)), 200);
  })
  .openapi(sendCode, async (c) => c.json(await sendEmailChangeCode(c.get("deps"), c.get("caller")), 200))
  .openapi(confirmChange, async (c) => c.json(await confirmEmailChange(c.get("deps"), c.get("caller"), c.req.valid("json").code), 200))
  .openapi(declineChange, async (c) => {
    await declineEmailChange(c.get("deps").db, c.get("caller"));
    return c.body(null, 204);
  });
