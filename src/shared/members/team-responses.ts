// What the team routes answer.
import { z } from "zod";
import { ROLES } from "../permissions";
import { TEAM_STATUSES } from "./team-schema";
import { ProfileViewSchema } from "../profiles/profile-responses";
import { DirectoryLinkSchema, MailboxPushSchema, MAILBOX_PROVIDERS } from "../integrations/integration-responses";

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
  /** A member a directory syncs ("From Google"): null for anyone else and for invitations. */
  directory: DirectoryLinkSchema.nullable(),
  /** The member's signature in their mailbox ("In Gmail"): null when never pushed. */
  mailbox: MailboxPushSchema.nullable(),
  /** When the company's Outlook add-in last fetched the member's signature ("In Outlook"), and whether within IN_OUTLOOK_DAYS; null: never. */
  outlook: z.object({ fetchedAt: z.string(), recent: z.boolean() }).nullable(),
  /** The member has a password (a synced member may have none until invited to sign in). */
  canSignIn: z.boolean(),
  /** An open invitation to sign in, sent to this member. */
  signInInvitation: z.object({ sentAt: z.string(), emailStatus: z.enum(["sending", "sent", "failed"]).nullable() }).nullable(),
});
export type TeamRow = z.infer<typeof TeamRowSchema>;

export const TeamPageSchema = z.object({
  rows: z.array(TeamRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Across the whole team, whatever the filters: for the header and the empty state. */
  counts: z.object({ members: z.number().int(), invited: z.number().int(), expired: z.number().int() }),
  /** Where signatures are pushed for this company (connected): the table shows a column per service. */
  mailboxProviders: z.array(z.enum(MAILBOX_PROVIDERS)),
  /** The company's Outlook add-in is set up: an "In Outlook" column. */
  outlookAddin: z.boolean(),
});
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const MemberResponseSchema = z.object({ member: TeamRowSchema });
export const SignInInvitationResponseSchema = z.object({ member: TeamRowSchema, emailSent: z.boolean() });

export const InvitationUpdatedResponseSchema = z.object({ invitation: TeamRowSchema });

export const InvitationRowResponseSchema = z.object({ invitation: TeamRowSchema, emailSent: z.boolean() });

/** A bulk resend: how many invitations got a new link, and how many of their emails went out. */
export const ResentInvitationsSchema = z.object({ resent: z.number().int(), emailsSent: z.number().int() });
export const RevokedInvitationsSchema = z.object({ revoked: z.number().int() });
/** A bulk move: how many members were changed (a member already there is not). */
export const UpdatedMembersSchema = z.object({ updated: z.number().int() });
