// Requests of /api/templates (admins). The forms validate with these and the server
// parses with them, so both refuse the same input with the same message.
import { z } from "zod";
import { isUuid, UUID_LENGTH } from "../ids";
import { TemplateDesignSchema } from "./design/design-schema";
import { REPLY_MESSAGES } from "./reply-version";

export const TEMPLATE_LIMITS = {
  name: 80,
  /** The HTML of one template, in characters (100,000, about 100 KB). */
  html: 100_000,
  note: 200,
  departments: 100,
  /** Gmail clips a signature longer than this (characters of HTML). */
  gmailCharacters: 10_000,
} as const;

export const TEMPLATE_MESSAGES = {
  nameRequired: "Please enter a template name",
  nameTooLong: `Name must be at most ${TEMPLATE_LIMITS.name} characters`,
  htmlRequired: "The template is empty",
  htmlTooLong: `A template must be at most ${TEMPLATE_LIMITS.html.toLocaleString("en-US")} characters`,
  noteTooLong: `Note must be at most ${TEMPLATE_LIMITS.note} characters`,
  departmentInvalid: "Please choose departments from the list",
  galleryInvalid: "Please choose a template from the gallery",
  defaultCannotBeDeleted: "The default template can't be deleted. Make another template the default first.",
  tooManySaves: "Too many saves in a short time. Please wait a minute, then save again.",
} as const;

const M = TEMPLATE_MESSAGES;
const uuid = (message: string) => z.string().max(UUID_LENGTH, message).refine(isUuid, message);

export const TemplateNameSchema = z
  .string()
  .trim()
  .min(1, M.nameRequired)
  .max(TEMPLATE_LIMITS.name, M.nameTooLong)
  .regex(/^[^<>\p{Cc}]*$/u, "Please leave out < and > and line breaks");

export const TemplateHtmlSchema = z.string().trim().min(1, M.htmlRequired).max(TEMPLATE_LIMITS.html, M.htmlTooLong);

/** POST /api/templates: blank, or a copy of a gallery template. Duplicating has its own route. */
export const CreateTemplateSchema = z.object({
  name: TemplateNameSchema,
  galleryId: uuid(M.galleryInvalid).nullish(),
});
export type CreateTemplateInput = z.infer<typeof CreateTemplateSchema>;

/** PATCH /api/templates/{id}: rename only. */
export const RenameTemplateSchema = z.object({ name: TemplateNameSchema });

/**
 * PUT /api/templates/{id}/content: a save, which keeps a version. `design` is the
 * designer's state when the HTML was made from it, null for hand-written HTML (saving
 * HTML edits of a designed template detaches it). The server recomputes the HTML from a
 * design, sanitizes, inlines <style>, hosts data: and SVG images, and reports removals.
 */
/** The reply version a save stores (reply-version.ts); absent: the template keeps the one it has. */
export const ReplyVersionSchema = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("none") }),
    z.object({ mode: z.literal("compact") }),
    z.object({ mode: z.literal("html"), html: TemplateHtmlSchema }),
  ],
  { error: REPLY_MESSAGES.modeInvalid },
);
export type ReplyVersion = z.infer<typeof ReplyVersionSchema>;

export const SaveTemplateSchema = z.object({
  html: TemplateHtmlSchema,
  design: TemplateDesignSchema.nullable(),
  reply: ReplyVersionSchema.optional(),
  note: z.string().trim().max(TEMPLATE_LIMITS.note, M.noteTooLong).default(""),
});
export type SaveTemplateInput = z.input<typeof SaveTemplateSchema>;

/** PUT /api/templates/{id}/departments: the full list of departments that use it. */
export const AssignDepartmentsSchema = z.object({
  departmentIds: z.array(uuid(M.departmentInvalid)).max(TEMPLATE_LIMITS.departments),
});

/** POST /api/templates/check: the email-client check of unsaved HTML. */
export const CheckTemplateSchema = z.object({ html: TemplateHtmlSchema });

/** GET /api/templates/preview-data: a member of the account (else sample data) and a campaign (else none). */
export const PreviewDataQuerySchema = z.object({
  // Users are better-auth ids, not uuids.
  memberId: z
    .string()
    .max(64, "Please choose a member from the list")
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Please choose a member from the list")
    .optional(),
  campaignId: z
    .string()
    .max(UUID_LENGTH, "Please choose a campaign from the list")
    .refine(isUuid, "Please choose a campaign from the list")
    .optional(),
});

/** A version number in a path: a malformed one is 404 like a missing one. */
export const VERSION_NUMBER = /^[1-9]\d{0,8}$/;
