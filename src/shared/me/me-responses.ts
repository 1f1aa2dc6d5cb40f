// GET /api/me: everything the client needs to know about the signed-in user.
import { z } from "zod";
import { ACCOUNT_STATUSES, ROLES } from "../permissions";
import { ProfileViewSchema } from "../profiles/profile-responses";

export const AccountViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  employeeCount: z.number().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  suspensionReason: z.string().nullable(),
  /** The company's IANA zone: campaign schedules and statistics days are in it. */
  timeZone: z.string(),
});

export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: ProfileViewSchema,
  membership: z.object({ accountId: z.string(), role: z.enum(ROLES) }).nullable(),
  account: AccountViewSchema.nullable(),
  supportEmail: z.string(),
});
export type Me = z.infer<typeof MeSchema>;
