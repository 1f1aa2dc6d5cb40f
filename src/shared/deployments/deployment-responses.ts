// Answers of /api/deployments.
import { z } from "zod";
import { DEPLOYMENT_MEMBER_STATUSES } from "./deployment-schema";
import { MailboxPushSchema } from "../integrations/integration-responses";

const Person = z.object({ name: z.string().nullable(), email: z.string().nullable() });

export const DeploymentCountsSchema = z.object({
  total: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Of the failed, those still in the company: what "Retry failed" re-runs. */
  retryable: z.number().int(),
  /**
   * Of the failed still in the company, those over Gmail's limit where nothing their signature is
   * made of (template, campaigns, profile, company) changed since: a retry can't fix them (not in
   * `retryable`); shortening their template can.
   */
  overLimit: z.number().int(),
  pending: z.number().int(),
  emailsSent: z.number().int(),
  emailsFailed: z.number().int(),
  emailsQueued: z.number().int(),
  /**
   * "Put it in Gmail": the members whose signature the deployment stored, by their push now:
   * waiting or being pushed, updated in Gmail (sent at or after the deployment started),
   * unchanged (Gmail already held that version: nothing sent), failed; null when the
   * deployment doesn't push.
   */
  gmail: z
    .object({ queued: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), failed: z.number().int() })
    .nullable(),
});

export const DeploymentSchema = z.object({
  id: z.string(),
  kind: z.enum(["deploy", "retry"]),
  retryOf: z.string().nullable(),
  status: z.enum(["running", "finished"]),
  startedBy: Person,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  templates: z.array(z.object({ id: z.string(), name: z.string(), updatedAt: z.string() })),
  emailMembers: z.boolean(),
  /** The deployment puts the signatures in Gmail too. */
  pushToMailboxes: z.boolean(),
  counts: DeploymentCountsSchema,
});
export type Deployment = z.infer<typeof DeploymentSchema>;

export const DeploymentResponseSchema = z.object({ deployment: DeploymentSchema });
/** "Retry failed": the retry deployment (or the one retried, when only Gmail pushes were queued again) and how many pushes were. */
export const RetryResponseSchema = z.object({ deployment: DeploymentSchema, pushesRequeued: z.number().int() });
export const DeploymentListResponseSchema = z.object({
  deployments: z.array(DeploymentSchema),
  /** The running deployment, if any (one per account at a time). */
  running: DeploymentSchema.nullable(),
});

export const DeploymentMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(DEPLOYMENT_MEMBER_STATUSES),
  reason: z.string().nullable(),
  processedAt: z.string().nullable(),
  emailStatus: z.enum(["none", "queued", "sending", "sent", "failed"]),
  emailError: z.string().nullable(),
  /** Failed over Gmail's limit and nothing the signature is made of changed since: the template to shorten (a retry can't fix it). */
  overLimitTemplate: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The member failed in this deployment and a later retry did them: that retry's id (the result above is its). */
  retriedIn: z.string().nullable(),
  /** The member's signature in Gmail now, for a deployment that puts it there (else null, or never pushed). */
  gmail: MailboxPushSchema.nullable(),
});
export type DeploymentMember = z.infer<typeof DeploymentMemberSchema>;
export const DeploymentMembersResponseSchema = z.object({ members: z.array(DeploymentMemberSchema), total: z.number().int() });

export const DryRunResponseSchema = z.object({
  members: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  failures: z.array(z.object({ userId: z.string(), name: z.string().nullable(), email: z.string().nullable(), reason: z.string() })),
  /** Members whose signature is over Gmail's limit: while there are any, deploying is refused. */
  overLimit: z.number().int(),
  /** `before`: the signature the member has now, rendered; `deployed`: whether it is a stored deployment. */
  sample: z
    .object({ name: z.string().nullable(), email: z.string().nullable(), before: z.string(), deployed: z.boolean(), after: z.string() })
    .nullable(),
  /**
   * Of these members, the Gmail mailboxes that don't hold their signature now (never pushed, an
   * older version, or the last push failed): what a deployment with "Put it in Gmail" pushes
   * even when no signature changes. Null: Google Workspace is not connected.
   */
  gmailOutOfDate: z.number().int().nullable(),
  emailMembers: z.boolean(),
  running: DeploymentSchema.nullable(),
});
export type DryRunResult = z.infer<typeof DryRunResponseSchema>;
