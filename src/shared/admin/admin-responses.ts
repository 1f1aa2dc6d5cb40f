import { z } from "zod";
import { ACCOUNT_STATUSES } from "../permissions";

export const AccountListQuerySchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(25),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).default(0),
});

export const AccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  members: z.number(),
});
export const AccountListResponseSchema = z.object({ accounts: z.array(AccountRowSchema), total: z.number() });

export const AccountStatusResponseSchema = z.object({
  account: z.object({ id: z.string(), name: z.string(), status: z.enum(ACCOUNT_STATUSES), suspensionReason: z.string().nullable() }),
});
