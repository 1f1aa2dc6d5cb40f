// The team page (/users): which rows the list asks for, and what an admin may change on a
// member. The route parses with these schemas and the forms validate with them.
import { z } from "zod";
import { ROLES } from "../permissions";
import { isUuid, UUID_LENGTH } from "../ids";
import { JobTitleText, optionalId, optionalText, PhoneText, PROFILE_MESSAGES } from "../profiles/profile-schema";

export const TEAM_STATUSES = ["member", "invited", "expired"] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export const TEAM_SORTS = ["name", "email", "role", "status", "date"] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
export const TEAM_PAGE_SIZES = [25, 50, 100] as const;
export const TEAM_PAGE_SIZE_MAX = 100;
export const TEAM_SEARCH_MAX = 100;

const optionalUuid = (message: string) =>
  z
    .string()
    .max(UUID_LENGTH, message)
    .refine((v) => v === "" || isUuid(v), message)
    .optional()
    .transform((v) => v || undefined);

const pick = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal("")])
    .optional()
    .transform((v) => v || undefined);

/** One page of the team: search by name or email, filter, sort; never the whole team. */
export const TeamQuerySchema = z.object({
  search: z.string().trim().max(TEAM_SEARCH_MAX, `Search must be at most ${TEAM_SEARCH_MAX} characters`).optional().default(""),
  role: pick(ROLES, "Please choose a role: user, admin or super_admin"),
  status: pick(TEAM_STATUSES, "Please choose a status: member, invited or expired"),
  departmentId: optionalUuid(PROFILE_MESSAGES.departmentInvalid),
  officeId: optionalUuid(PROFILE_MESSAGES.officeInvalid),
  sort: z
    .enum(TEAM_SORTS, { error: `Sort by one of: ${TEAM_SORTS.join(", ")}` })
    .optional()
    .default("date"),
  order: z.enum(["asc", "desc"], { error: "Order is asc or desc" }).optional().default("desc"),
  page: z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(100_000, "Page is too large")
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be from 1 to ${TEAM_PAGE_SIZE_MAX}` })
    .int(`Page size must be from 1 to ${TEAM_PAGE_SIZE_MAX}`)
    .min(1, `Page size must be from 1 to ${TEAM_PAGE_SIZE_MAX}`)
    .max(TEAM_PAGE_SIZE_MAX, `Page size must be from 1 to ${TEAM_PAGE_SIZE_MAX}`)
    .optional()
    .default(25),
});
export type TeamQueryInput = z.input<typeof TeamQuerySchema>;
export type TeamQuery = z.output<typeof TeamQuerySchema>;

/** The export takes the same filters and sort as the list, without the page. */
export const TeamExportQuerySchema = TeamQuerySchema.omit({ page: true, pageSize: true });
export type TeamExportQuery = z.output<typeof TeamExportQuerySchema>;

/** What an admin edits on a member (the rest of the profile is the member's own). */
// A field a directory owns may be left out: for a member it manages the dialog sends none of
// them (they are read-only there); for anyone else a field left out is cleared.
export const UpdateMemberSchema = z.object({
  jobTitle: optionalText(JobTitleText).optional(),
  personalPhone: optionalText(PhoneText).optional(),
  departmentId: optionalId(PROFILE_MESSAGES.departmentInvalid).optional(),
  officeId: optionalId(PROFILE_MESSAGES.officeInvalid),
});
export type UpdateMemberInput = z.input<typeof UpdateMemberSchema>;
/** The edit dialog of a member a directory manages: only the office is the admin's. */
export const DirectoryManagedMemberSchema = UpdateMemberSchema.pick({ officeId: true });
export type UpdateMember = z.output<typeof UpdateMemberSchema>;

/**
 * What an admin edits on an open invitation before it is accepted: the role, department and
 * office the invitee gets when they join. Rules as when inviting.
 */
export const UpdateInvitationSchema = z.object({
  role: z.enum(ROLES, { error: "Please choose a role: user, admin or super_admin" }),
  departmentId: optionalId(PROFILE_MESSAGES.departmentInvalid),
  officeId: optionalId(PROFILE_MESSAGES.officeInvalid),
});
export type UpdateInvitationInput = z.input<typeof UpdateInvitationSchema>;
export type UpdateInvitation = z.output<typeof UpdateInvitationSchema>;

export const ChangeRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Please choose a role: user, admin or super_admin" }),
});
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

export const ROLE_LABELS = { user: "Member", admin: "Admin", super_admin: "Super admin" } as const;

export const TEAM_MESSAGES = {
  invitationClosed: "This invitation was accepted or revoked and can't be sent again.",
  alreadySignsIn: "This member already signs in with a password.",
  signInInvitationOpen: "This member was just invited to sign in. The invitation is still open.",
} as const;

/** The most rows one bulk action on the team takes (the table shows at most 100 a page). */
export const TEAM_BULK_MAX = 500;

// Ids are checked against the account by the service: one that names nothing of it is 404.
const bulkIds = z
  .array(z.string({ error: "Ids are strings" }).max(64, "Not an id"), { error: "Choose at least one row" })
  .min(1, "Choose at least one row")
  .max(TEAM_BULK_MAX, `At most ${TEAM_BULK_MAX} rows at once`);

/** Resend or revoke these open invitations, all or none. */
export const TeamInvitationsBulkSchema = z.object({ ids: bulkIds });
export type TeamInvitationsBulk = z.infer<typeof TeamInvitationsBulkSchema>;

// Absent: left as it is; null: none; else one of the account's own.
const placeChange = (message: string) =>
  z.union([z.string({ error: message }).max(UUID_LENGTH, message).refine(isUuid, message), z.null()], { error: message }).optional();

/** Put these members in a department or an office (or take them out of it), all or none. */
export const TeamMembersBulkSchema = z
  .object({
    ids: bulkIds,
    departmentId: placeChange(PROFILE_MESSAGES.departmentInvalid),
    officeId: placeChange(PROFILE_MESSAGES.officeInvalid),
  })
  .refine((v) => v.departmentId !== undefined || v.officeId !== undefined, {
    path: ["departmentId"],
    message: "Choose a department or an office",
  })
  // The rule above, as the API document states it (a refine doesn't reach it).
  .meta({ anyOf: [{ required: ["departmentId"] }, { required: ["officeId"] }] });
export type TeamMembersBulkInput = z.input<typeof TeamMembersBulkSchema>;
export type TeamMembersBulk = z.output<typeof TeamMembersBulkSchema>;
