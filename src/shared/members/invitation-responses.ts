import { z } from "zod";
import { ROLES } from "../permissions";

export const PublicInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  accountId: z.string(),
  companyName: z.string(),
  /** The names the admin gave (a CSV import or the invite form), to fill the sign-up form. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export const PublicInvitationResponseSchema = z.object({ invitation: PublicInvitationSchema });

export const InvitationCreatedSchema = z.object({
  invitation: z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(["pending", "accepted", "expired", "revoked"]),
    expiresAt: z.string(),
    createdAt: z.string(),
  }),
  emailSent: z.boolean(),
});
