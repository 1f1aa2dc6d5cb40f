// The member's profile form (/profile). The form calls the validate* functions on blur
// and change; the server parses with ProfileSchema, built from the same functions, so
// both sides refuse exactly the same input with the same message.
import { z } from "zod";
import { validateName } from "../auth/validation";
import { isUuid } from "../ids";

export const PROFILE_LIMITS = { jobTitle: 100, phone: 30, linkedinUrl: 300 } as const;

export const PROFILE_MESSAGES = {
  jobTitleTooLong: `Job title must be at most ${PROFILE_LIMITS.jobTitle} characters`,
  jobTitleInvalid: "Job title can't contain < or > or control characters",
  phoneInvalid: "Please enter a valid phone number (digits, spaces, + ( ) - .)",
  linkedinTooLong: `LinkedIn URL must be at most ${PROFILE_LIMITS.linkedinUrl} characters`,
  linkedinScheme: "LinkedIn URL must start with http:// or https://",
  linkedinInvalid: "Please enter a LinkedIn address, e.g. https://www.linkedin.com/in/your-name",
  officeInvalid: "Please choose an office from the list",
  departmentInvalid: "Please choose a department from the list",
} as const;

const M = PROFILE_MESSAGES;
type Input = string | null | undefined;

// Digits plus the separators people type; at least 5 digits so "((--))" is not a number.
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;
const JOB_TITLE_BAD = /[<>\p{Cc}]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINKEDIN_HOST = /(^|\.)linkedin\.com$|^lnkd\.in$/i;

export function validateJobTitle(value: Input): string | null {
  const title = (value ?? "").trim();
  if (Array.from(title).length > PROFILE_LIMITS.jobTitle) return M.jobTitleTooLong;
  return JOB_TITLE_BAD.test(title) ? M.jobTitleInvalid : null;
}

export function validatePhone(value: Input): string | null {
  const phone = (value ?? "").trim();
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "").length;
  return phone.length <= PROFILE_LIMITS.phone && PHONE_CHARS.test(phone) && digits >= 5 ? null : M.phoneInvalid;
}

/** A scheme-less address gets https:// (spec 5); a scheme with a dot is a host ("linkedin.com:443"). */
export function normalizeLinkedinUrl(value: Input): string {
  const url = (value ?? "").trim();
  if (!url) return "";
  const scheme = SCHEME.exec(url)?.[1];
  return scheme && !scheme.includes(".") ? url : `https://${url.replace(/^\/+/, "")}`;
}

export function validateLinkedinUrl(value: Input): string | null {
  const raw = (value ?? "").trim();
  if (!raw) return null;
  if (raw.length > PROFILE_LIMITS.linkedinUrl) return M.linkedinTooLong;
  let url: URL;
  try {
    url = new URL(normalizeLinkedinUrl(raw));
  } catch {
    return M.linkedinInvalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return M.linkedinScheme;
  if (url.username || url.password || !LINKEDIN_HOST.test(url.hostname)) return M.linkedinInvalid;
  return null;
}

type Validator = (value: string) => string | null;
const rule = (validate: Validator) => (value: string, ctx: z.RefinementCtx) => {
  const message = validate(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

/** Optional text: missing, null or blank is stored as null. */
const optionalText = (validate: Validator, typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .trim()
    .superRefine(rule(validate))
    .nullish()
    .transform((v) => v || null);

const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || isUuid(v), message)
    .nullish()
    .transform((v) => v || null);

const name = z.string({ error: "This field is required" }).trim().superRefine(rule(validateName));

export const ProfileSchema = z.object({
  firstName: name,
  lastName: name,
  jobTitle: optionalText(validateJobTitle, M.jobTitleInvalid),
  personalPhone: optionalText(validatePhone, M.phoneInvalid),
  officeId: optionalId(M.officeInvalid),
  departmentId: optionalId(M.departmentInvalid),
  linkedinUrl: optionalText(validateLinkedinUrl, M.linkedinInvalid).transform((v) => (v ? normalizeLinkedinUrl(v) : null)),
});

export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.output<typeof ProfileSchema>;

/** The form's own check of every field, in the form's field names. */
export function validateProfileForm(values: Record<keyof ProfileInput, string>): Partial<Record<keyof ProfileInput, string>> {
  const errors: Partial<Record<keyof ProfileInput, string>> = {};
  const checks: [keyof ProfileInput, string | null][] = [
    ["firstName", validateName(values.firstName)],
    ["lastName", validateName(values.lastName)],
    ["jobTitle", validateJobTitle(values.jobTitle)],
    ["personalPhone", validatePhone(values.personalPhone)],
    ["linkedinUrl", validateLinkedinUrl(values.linkedinUrl)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}
