// The member's profile form (/profile). The form validates with ProfileSchema (react-hook-form's
// zod resolver) and the server parses with it, so both sides refuse exactly the same input
// with the same message. Each field rule is a zod schema; limits are .max() checks.
import { z } from "zod";
import { NameField } from "../fields/fields";
import { isUuid, UUID_LENGTH } from "../ids";
import { withHttpsScheme } from "../text/web-address";

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

// Digits plus the separators people type; at least 5 digits so "((--))" is not a number.
// Both patterns accept the empty string: the fields are optional.
const PHONE_CHARS = /^(\+?[0-9 ().-]+)?$/;
const FIVE_DIGITS = /^$|^(\D*\d){5}/;
const JOB_TITLE_OK = /^[^<>\p{Cc}]*$/u;
const LINKEDIN_HOST = /(^|\.)linkedin\.com$|^lnkd\.in$/i;

/** Optional text: missing, null or blank is stored as null. */
export const optionalText = (field: z.ZodType<string, string>) => field.nullish().transform((v) => v || null);

/** A phone number as typed (empty allowed): digits with + ( ) - . and spaces, at least five digits. */
export const PhoneText = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(PROFILE_LIMITS.phone, M.phoneInvalid)
  .regex(PHONE_CHARS, M.phoneInvalid)
  .regex(FIVE_DIGITS, M.phoneInvalid);

export const JobTitleText = z
  .string({ error: M.jobTitleInvalid })
  .trim()
  .max(PROFILE_LIMITS.jobTitle, M.jobTitleTooLong)
  .regex(JOB_TITLE_OK, M.jobTitleInvalid);

/** A scheme-less address gets https://; a scheme with a dot is a host ("linkedin.com:443"). */
export function normalizeLinkedinUrl(value: string | null | undefined): string {
  return withHttpsScheme(value);
}

/** Why a (non-empty) LinkedIn address is refused, or null. */
function linkedinProblem(raw: string): string | null {
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

export const LinkedinUrlText = z
  .string({ error: M.linkedinInvalid })
  .trim()
  .max(PROFILE_LIMITS.linkedinUrl, M.linkedinTooLong)
  .superRefine((value, ctx) => {
    const message = value && value.length <= PROFILE_LIMITS.linkedinUrl ? linkedinProblem(value) : null;
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** An optional id of the caller's company (an office, a department): missing, null or blank is null. */
export const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(UUID_LENGTH, message)
    .refine((v) => v === "" || isUuid(v), message)
    .nullish()
    .transform((v) => v || null);

export const ProfileSchema = z.object({
  firstName: NameField,
  lastName: NameField,
  jobTitle: optionalText(JobTitleText),
  personalPhone: optionalText(PhoneText),
  officeId: optionalId(M.officeInvalid),
  departmentId: optionalId(M.departmentInvalid),
  linkedinUrl: optionalText(LinkedinUrlText).transform((v) => (v ? normalizeLinkedinUrl(v) : null)),
});

export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.output<typeof ProfileSchema>;

/**
 * What PUT /api/profile takes: the form's fields, where the fields a directory may own can be
 * left out. A member a directory manages sends none of them (they are read-only for them);
 * anyone else sends them all, as the form does.
 */
export const ProfileUpdateSchema = ProfileSchema.partial({
  firstName: true,
  lastName: true,
  jobTitle: true,
  personalPhone: true,
  departmentId: true,
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** The profile form of a member a directory manages: only the fields it doesn't own. */
export const DirectoryManagedProfileSchema = ProfileSchema.omit({
  firstName: true,
  lastName: true,
  jobTitle: true,
  personalPhone: true,
  departmentId: true,
});
