// Inviting one member: the address (same rules as the auth forms) and a role.
import { z } from "zod";
import { ROLES } from "../permissions";
import { EmailField } from "../auth/validation";

export const INVITATION_LIFETIME_DAYS = 7;

export const CreateInvitationSchema = z.object({
  email: EmailField,
  role: z.enum(ROLES, { error: "Please choose a role: user, admin or super_admin" }).default("user"),
});

export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

/** What anyone holding the link may see, so the auth screen can say "Join <company>". */
export type PublicInvitation = { id: string; email: string; role: (typeof ROLES)[number]; accountId: string; companyName: string };
