// Answers of /api/integrations. No answer ever holds a credential.
import { z } from "zod";
import { DIRECTORY_PROVIDERS } from "./integration-schema";

/** When a connected directory syncs by itself, and when it last did. */
const SyncSchedule = {
  syncIntervalHours: z.number().int(),
  lastSyncAt: z.string().nullable(),
  nextSyncAt: z.string().nullable(),
};

export const GoogleIntegrationSchema = z.object({
  connected: z.literal(true),
  clientId: z.string(),
  clientEmail: z.string(),
  adminEmail: z.string(),
  domain: z.string(),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  updatedAt: z.string(),
  ...SyncSchedule,
});
export const GoogleIntegrationResponseSchema = z.object({
  google: z.union([GoogleIntegrationSchema, z.object({ connected: z.literal(false), scopes: z.array(z.string()) })]),
});

/** Microsoft 365: the tenant and app (never the secret), and the Graph permission to grant. */
export const MicrosoftIntegrationSchema = z.object({
  connected: z.literal(true),
  tenantId: z.string(),
  clientId: z.string(),
  permission: z.string(),
  connectedAt: z.string(),
  updatedAt: z.string(),
  ...SyncSchedule,
});
export const MicrosoftIntegrationResponseSchema = z.object({
  microsoft: z.union([MicrosoftIntegrationSchema, z.object({ connected: z.literal(false), permission: z.string() })]),
});

export const ConnectionCheckSchema = z.object({
  scope: z.string(),
  purpose: z.string(),
  ok: z.boolean(),
  /** Google's error code (unauthorized_client, invalid_grant...) when it failed. */
  error: z.string().nullable(),
  message: z.string(),
});
export const ConnectionTestResponseSchema = z.object({ ok: z.boolean(), checks: z.array(ConnectionCheckSchema) });

const Change = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export const PlannedPersonSchema = z.object({
  externalId: z.string(),
  email: z.string(),
  name: z.string(),
  userId: z.string().nullable(),
  changes: z.array(Change),
});
export const DirectorySyncCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  unchanged: z.number().int(),
  departments: z.number().int(),
});
export const DirectorySyncSchema = z.object({
  id: z.string(),
  provider: z.string(),
  trigger: z.enum(["admin", "schedule"]),
  startedBy: z.string().nullable(),
  status: z.enum(["preview", "applying", "applied", "held", "discarded", "failed"]),
  counts: DirectorySyncCountsSchema,
  directoryUsers: z.number().int(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type DirectorySync = z.infer<typeof DirectorySyncSchema>;
export const DirectorySyncListResponseSchema = z.object({ syncs: z.array(DirectorySyncSchema) });

/** A sync with its changes (a preview's first page of each kind, up to `limit` each). */
export const DirectorySyncDetailResponseSchema = z.object({
  sync: DirectorySyncSchema,
  plan: z.object({
    created: z.array(PlannedPersonSchema),
    updated: z.array(PlannedPersonSchema),
    deactivated: z.array(PlannedPersonSchema),
    newDepartments: z.array(z.string()),
    /** Office names the directory gives that no office of the company has: those members stay without an office. */
    unknownOffices: z.array(z.object({ name: z.string(), people: z.number().int() })),
    /** Members another directory manages (`managedBy`) that this one lists too: left alone unless the admin moves them. */
    conflicts: z.array(PlannedPersonSchema.extend({ managedBy: z.enum(DIRECTORY_PROVIDERS) })),
    conflictCount: z.number().int(),
  }),
  /** A preview's: per connected mailbox provider, how many signatures applying it will update ("Gmail", 24). */
  mailboxUpdates: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type DirectorySyncDetail = z.infer<typeof DirectorySyncDetailResponseSchema>;

/** The company's source of truth, and per directory the fields it owns and how many members it manages. */
export const DirectorySourceResponseSchema = z.object({
  source: z.enum(DIRECTORY_PROVIDERS).nullable(),
  directories: z.array(
    z.object({ provider: z.enum(DIRECTORY_PROVIDERS), name: z.string(), fields: z.array(z.string()), members: z.number().int() }),
  ),
});
export type DirectorySourceView = z.infer<typeof DirectorySourceResponseSchema>;

/** A member a directory manages: which one, when last synced, and whether it has them suspended or gone. */
export const DirectoryLinkSchema = z.object({
  provider: z.enum(DIRECTORY_PROVIDERS),
  syncedAt: z.string(),
  deactivated: z.boolean(),
  /** A new address the directory gave that waits for the member to confirm it from that mailbox; null: none. */
  pendingEmail: z.string().nullable(),
});
export type DirectoryLink = z.infer<typeof DirectoryLinkSchema>;

/** The mail services signatures are pushed into, by the connection that reaches them, and their names. */
export const MAILBOX_PROVIDER_NAMES = { google: "Gmail" } as const;
export type MailboxProviderId = keyof typeof MAILBOX_PROVIDER_NAMES;
export const MAILBOX_PROVIDERS = Object.keys(MAILBOX_PROVIDER_NAMES) as [MailboxProviderId, ...MailboxProviderId[]];

/** A member's signature in their mailbox: the latest version queued, being pushed, pushed, or failed (and why). */
export const MailboxPushSchema = z.object({
  provider: z.enum(MAILBOX_PROVIDERS),
  status: z.enum(["queued", "pushing", "pushed", "failed"]),
  /** When it was last pushed (any version). */
  pushedAt: z.string().nullable(),
  /** When its state last changed. */
  at: z.string(),
  error: z.string().nullable(),
  /** Gmail stored something else than it was sent (it rewrites some markup). */
  changedByProvider: z.boolean(),
  /**
   * The row is for the member's signature now. False: the mailbox is out of date (it holds an
   * older version, or the push of this one is not done), whatever the status says about the
   * latest attempt.
   */
  isCurrent: z.boolean(),
});
export type MailboxPush = z.infer<typeof MailboxPushSchema>;
