// Answers of the super admin panel (/api/admin). Requests: admin-schema.ts.
import { z } from "zod";
import { ACCOUNT_STATUSES, ROLES } from "../permissions";
import { UserSessionSchema } from "../settings/settings-responses";
import { AccountViewSchema } from "../me/me-responses";
import { PlatformSettingsSchema } from "./admin-schema";

export { AccountListQuerySchema } from "./admin-schema";

const status = z.enum(ACCOUNT_STATUSES);
const role = z.enum(ROLES);

export const AccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  status,
  createdAt: z.string(),
  members: z.number(),
  /** Bytes of the account's stored files (logos, photos, banners, template images). */
  storageBytes: z.number(),
});
export const AccountListResponseSchema = z.object({ accounts: z.array(AccountRowSchema), total: z.number() });
export type AccountRow = z.infer<typeof AccountRowSchema>;

export const AccountStatusResponseSchema = z.object({
  account: z.object({ id: z.string(), name: z.string(), status, suspensionReason: z.string().nullable() }),
});

export const AuditEntrySchema = z.object({
  id: z.number(),
  accountId: z.string().nullable(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AuditEntrySchema>;

export const AccountDetailsResponseSchema = z.object({
  /** The company as its own members see it (its dates are shown in its time zone), plus when it began and was last active. */
  account: AccountViewSchema.extend({
    createdAt: z.string(),
    lastActivityAt: z.string().nullable(),
  }),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role,
      joinedAt: z.string(),
      lastSeenAt: z.string().nullable(),
      hasSignature: z.boolean(),
    }),
  ),
  templates: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean(), updatedAt: z.string() })),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isActive: z.boolean(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
  deployments: z.object({ signatures: z.number(), deployed: z.number(), lastDeployedAt: z.string().nullable() }),
  /** What the account stores and may store (the platform's quota, in MB). */
  storage: z.object({ bytes: z.number(), files: z.number(), quotaMb: z.number() }),
  audit: z.array(AuditEntrySchema),
});
export type AccountDetails = z.infer<typeof AccountDetailsResponseSchema>;

export const AccountAuditPageResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every entry of the account's log. */
  total: z.number().int(),
});
export type AccountAuditPage = z.infer<typeof AccountAuditPageResponseSchema>;

export const DeletedResponseSchema = z.object({ ok: z.literal(true), name: z.string() });

export const UserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: role.nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export const UserListResponseSchema = z.object({ users: z.array(UserRowSchema), total: z.number() });
export type UserRow = z.infer<typeof UserRowSchema>;

export const UserDetailsResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  membership: z.object({ accountId: z.string(), accountName: z.string(), accountStatus: status, role, joinedAt: z.string() }).nullable(),
  sessions: z.array(UserSessionSchema),
  audit: z.array(AuditEntrySchema),
  /** Super admins on the platform, this user included if they are one. */
  superAdmins: z.number().int(),
});
export type UserDetails = z.infer<typeof UserDetailsResponseSchema>;

export const UserRoleResponseSchema = z.object({ userId: z.string(), role });

export const OverviewResponseSchema = z.object({
  accounts: z.object({ total: z.number(), active: z.number(), pending_activation: z.number(), suspended: z.number() }),
  users: z.number(),
  membersWithSignature: z.number(),
  liveCampaigns: z.number(),
  last30Days: z.object({ impressions: z.number(), clicks: z.number() }),
  signupsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number() })),
  recentSignups: z.array(AccountRowSchema),
  pending: z.array(AccountRowSchema),
});
export type Overview = z.infer<typeof OverviewResponseSchema>;

export const PlatformSettingsResponseSchema = z.object({
  settings: PlatformSettingsSchema,
  /** What the environment says, shown beside the setting that overrides it. */
  defaults: PlatformSettingsSchema,
});

export const TestEmailResponseSchema = z.object({
  email: z.object({ id: z.string(), to: z.string(), status: z.enum(["outbox", "sent", "failed"]), error: z.string().nullable() }),
});
