// What the bulk invitation routes answer: a status per row.
import { z } from "zod";
import { ROLES } from "../permissions";

// limited: the company's email budget was spent before this row (the import only).
export const PREVIEW_STATUSES = ["ready", "invalid", "duplicate", "member", "invited", "unknown", "limited"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const PREVIEW_STATUS_LABELS: Record<PreviewStatus, string> = {
  ready: "Ready",
  invalid: "Invalid",
  duplicate: "Duplicate in this file",
  member: "Already a member",
  invited: "Already invited",
  unknown: "Unknown department or office",
  limited: "Not sent: limit reached",
};

const Values = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  department: z.string(),
  office: z.string(),
  role: z.string(),
});

export const PreviewRowSchema = z.object({
  line: z.number().int(),
  values: Values,
  status: z.enum(PREVIEW_STATUSES),
  reason: z.string().nullable(),
  /** The row as the import route takes it (ready and unknown rows only). */
  row: z
    .object({
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      jobTitle: z.string().nullable(),
      department: z.string().nullable(),
      office: z.string().nullable(),
      role: z.enum(ROLES),
    })
    .nullable(),
});
export type PreviewRow = z.infer<typeof PreviewRowSchema>;

export const PreviewResponseSchema = z.object({
  rows: z.array(PreviewRowSchema),
  ignoredColumns: z.array(z.string()),
  /** Names the rows use that the account doesn't have yet (the admin may create them). */
  missing: z.object({ departments: z.array(z.string()), offices: z.array(z.string()) }),
});
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;

export const IMPORT_RESULTS = ["invited", "skipped"] as const;

export const ImportResponseSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      result: z.enum(IMPORT_RESULTS),
      status: z.enum(PREVIEW_STATUSES),
      reason: z.string().nullable(),
      invitationId: z.string().nullable(),
      emailSent: z.boolean(),
    }),
  ),
  created: z.object({ departments: z.array(z.string()), offices: z.array(z.string()) }),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
