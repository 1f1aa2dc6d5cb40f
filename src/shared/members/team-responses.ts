// What the team routes answer.
import { z } from "zod";
import { ROLES } from "../permissions";
import { TEAM_STATUSES } from "./team-schema";
import { ProfileViewSchema } from "../profiles/profile-responses";
import { DIRECTORY_PROVIDERS } from "../integrations/integration-schema";

const Named = z.object({ id: z.string(), name: z.string() }).nullable();

export const SIGNATURE_STATES = ["none", "created", "copied", "installed"] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

/** One row of the team table: a member or a pending (or expired) invitation. */
export const TeamRowSchema = z.object({
  kind: z.enum(["member", "invitation"]),
  /** The user id of a member, the invitation id of an invitation. */
  id: z.string(),
  ...ProfileViewSchema.pick({ email: true, firstName: true, lastName: true, jobTitle: true, personalPhone: true }).shape,
  role: z.enum(ROLES),
  status: z.enum(TEAM_STATUSES),
  department: Named,
  office: Named,
  signature: z.object({ state: z.enum(SIGNATURE_STATES), at: z.string().nullable() }),
  /** Joined (member) or invited (invitation). */
  date: z.string(),
  expiresAt: z.string().nullable(),
  emailStatus: z.enum(["sending", "sent", "failed"]).nullable(),
  /** A member a directory manages (a sync, SCIM provisioning) and whether it deactivated them; null otherwise. */
  directory: z.object({ provider: z.enum(DIRECTORY_PROVIDERS), deactivated: z.boolean() }).nullable(),
});
export type TeamRow = z.infer<typeof TeamRowSchema>;

export const TeamPageSchema = z.object({
  rows: z.array(TeamRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Across the whole team, whatever the filters: for the header and the empty state. */
  counts: z.object({ members: z.number().int(), invited: z.number().int(), expired: z.number().int() }),
});
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const MemberResponseSchema = z.object({ member: TeamRowSchema });

export const InvitationUpdatedResponseSchema = z.object({ invitation: TeamRowSchema });

export const InvitationRowResponseSchema = z.object({ invitation: TeamRowSchema, emailSent: z.boolean() });

/** A bulk resend: how many invitations got a new link, and how many of their emails went out. */
export const ResentInvitationsSchema = z.object({ resent: z.number().int(), emailsSent: z.number().int() });
export const RevokedInvitationsSchema = z.object({ revoked: z.number().int() });
/** A bulk move: how many members were changed (a member already there is not). */
export const UpdatedMembersSchema = z.object({ updated: z.number().int() });
