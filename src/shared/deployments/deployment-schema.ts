// What an admin sends to deploy signatures to the team ("Deploy to team").
import { z } from "zod";
import { UUID_PATTERN } from "../ids";

/** Gmail refuses a signature longer than this many characters. */
export const GMAIL_SIGNATURE_LIMIT = 10_000;
/** Members per queue job: a restart loses at most one batch's work in flight, never a member. */
export const DEPLOYMENT_BATCH_SIZE = 500;

const DepartmentIds = z
  .array(z.string().max(36, "Choose departments from the list.").regex(UUID_PATTERN, "Choose departments from the list."), {
    error: "Choose departments from the list.",
  })
  .max(500, "Choose at most 500 departments.")
  .optional()
  .describe("Limit the deployment to members of these departments; leave out for every member.");

const UNKNOWN_FIELD = "Send only departmentIds and emailMembers.";

// Strict: every field is optional, so a body of another shape must not pass as "deploy to everyone".
export const DryRunSchema = z.strictObject({ departmentIds: DepartmentIds }, { error: UNKNOWN_FIELD });
export type DryRun = z.infer<typeof DryRunSchema>;

export const StartDeploymentSchema = z.strictObject(
  {
    departmentIds: DepartmentIds,
    emailMembers: z
      .boolean({ error: "Choose whether to email the members." })
      .optional()
      .describe("Email each member whose signature changed (remembered for the account; on by default)."),
    pushToMailboxes: z
      .boolean({ error: "Choose whether to put the signatures in Gmail." })
      .optional()
      .describe("Push each member's signature into the connected mailboxes (Gmail; on by default when one is connected)."),
  },
  { error: UNKNOWN_FIELD },
);
export type StartDeployment = z.infer<typeof StartDeploymentSchema>;

export const DEPLOYMENT_MEMBER_STATUSES = ["pending", "updated", "skipped", "failed"] as const;

export const DeploymentMembersQuerySchema = z.object({
  status: z.enum(DEPLOYMENT_MEMBER_STATUSES, { error: "Status must be pending, updated, skipped or failed." }).optional(),
  offset: z.coerce.number({ error: "Offset must be a number." }).int().min(0, "Offset must be 0 or more.").max(1_000_000).default(0),
  limit: z.coerce
    .number({ error: "Limit must be a number." })
    .int()
    .min(1, "Limit must be 1 to 200.")
    .max(200, "Limit must be 1 to 200.")
    .default(50),
});

export const DEPLOYMENT_MESSAGES = {
  running: "A deployment is already running for your account.",
  noMembers: "No members to deploy to.",
  unknownDepartment: "Choose departments from the list.",
  nothingFailed: "No member failed in this deployment.",
  onlyOverLimit:
    "A retry can't fix the members still failed: their signature is over Gmail's limit of 10,000 characters and nothing it is made of changed since. Shorten their template (or pause a campaign), then retry.",
} as const;
