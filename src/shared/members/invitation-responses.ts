import { z } from "zod";
import { ROLES } from "../permissions";

export const PublicInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  accountId: z.string(),
  companyName: z.string(),
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
