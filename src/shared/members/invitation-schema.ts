// Inviting one member: the address (same rules as the auth forms) and a role.
import { z } from "zod";
import { ROLES } from "../permissions";
import { EmailField } from "../fields/fields";

export const INVITATION_LIFETIME_DAYS = 7;

export const CreateInvitationSchema = z.object({
  email: EmailField,
  role: z.enum(ROLES, { error: "Please choose a role: user, admin or super_admin" }).default("user"),
});

export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

/** What anyone holding the link may see, so the auth screen can say "Join <company>". */
/** The emailed link's secret: without it an invitation shows nothing (it could be any id). */
export const PublicInvitationQuerySchema = z.object({
  token: z.string({ error: "token is required" }).min(1, "token is required").max(200, "token is too long"),
});

export type PublicInvitation = {
  id: string;
  email: string;
  role: (typeof ROLES)[number];
  accountId: string;
  companyName: string;
  firstName: string | null;
  lastName: string | null;
};
