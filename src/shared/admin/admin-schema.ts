// Requests of the super admin panel (/api/admin). Responses: admin-responses.ts.
import { z } from "zod";
import { ACCOUNT_STATUSES, ROLES } from "../permissions";
import { EmailField } from "../fields/fields";
import { AuditQuerySchema } from "../audit/audit-schema";
import { STORAGE_QUOTA_MAX_MB, STORAGE_QUOTA_MIN_MB } from "../files/storage-quota";

export const ADMIN_PAGE_SIZE = 25;

const page = {
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).max(1_000_000).default(0),
};
const search = z.string().trim().max(100, "Search must be at most 100 characters").optional();

export const ACCOUNT_SORTS = ["newest", "oldest", "name", "members"] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

export const AccountListQuerySchema = z.object({
  search,
  status: z.enum(ACCOUNT_STATUSES, { error: "Unknown status" }).optional(),
  sort: z.enum(ACCOUNT_SORTS, { error: "Unknown sort" }).default("newest"),
  ...page,
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

/** One page of an account's audit log in the panel: newest first, continued with before=nextCursor. */
export const AccountAuditQuerySchema = AuditQuerySchema.pick({ before: true, limit: true });
export type AccountAuditQuery = z.infer<typeof AccountAuditQuerySchema>;

export const UserListQuerySchema = z.object({
  search,
  role: z.enum([...ROLES, "none"], { error: "Unknown role" }).optional(),
  accountId: z.string().max(36, "Unknown account").uuid("Unknown account").optional(),
  ...page,
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const ChangeUserRoleSchema = z.object({ role: z.enum(ROLES, { error: "Choose a role" }) });
export type ChangeUserRole = z.infer<typeof ChangeUserRoleSchema>;

export const INVITATION_LIFETIME_MIN = 1;
export const INVITATION_LIFETIME_MAX = 90;

export const PlatformSettingsSchema = z.object({
  supportEmail: EmailField,
  requireAccountActivation: z.boolean({ error: "Choose yes or no" }),
  invitationLifetimeDays: z.coerce
    .number({ error: "Enter a number of days" })
    .int("Enter a whole number of days")
    .min(INVITATION_LIFETIME_MIN, `At least ${INVITATION_LIFETIME_MIN} day`)
    .max(INVITATION_LIFETIME_MAX, `At most ${INVITATION_LIFETIME_MAX} days`),
  storageQuotaMb: z.coerce
    .number({ error: "Enter a number of megabytes" })
    .int("Enter a whole number of megabytes")
    .min(STORAGE_QUOTA_MIN_MB, `At least ${STORAGE_QUOTA_MIN_MB} MB`)
    .max(STORAGE_QUOTA_MAX_MB, `At most ${STORAGE_QUOTA_MAX_MB.toLocaleString("en-US")} MB`),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

export const TestEmailSchema = z.object({
  to: EmailField,
});
export type TestEmail = z.infer<typeof TestEmailSchema>;
