// Where a member's signature is live: in Gmail (pushed there while Google Workspace is
// connected) and in Outlook (inserted by the company's add-in as they write). The member sees
// their own on /signature and /guide; an admin sees a member's in the member dialog, with what
// Gmail holds now (as Gmail answers it) and what the add-in inserts.
import { z } from "zod";
import { MailboxPushSchema } from "./integration-responses";

export const GmailPlaceSchema = z.object({
  /** The connected Google Workspace domain. */
  domain: z.string(),
  /** Their signature goes into Gmail: an address in the domain, not deactivated by the directory. */
  reachable: z.boolean(),
  /** Why it doesn't, in words, when not reachable. */
  reason: z.string().nullable(),
  /** The latest push (null: nothing was pushed yet). */
  push: MailboxPushSchema.nullable(),
});
export type GmailPlace = z.infer<typeof GmailPlaceSchema>;

export const OutlookPlaceSchema = z.object({
  /** When the add-in last fetched their signature (null: never). */
  fetchedAt: z.string().nullable(),
  /** Within the days that count as "In Outlook". */
  recent: z.boolean(),
});
export type OutlookPlace = z.infer<typeof OutlookPlaceSchema>;

/** `gmail` null: Google Workspace is not connected; `outlook` null: the add-in is not set up. */
export const MailboxPlacesSchema = z.object({ gmail: GmailPlaceSchema.nullable(), outlook: OutlookPlaceSchema.nullable() });
export type MailboxPlaces = z.infer<typeof MailboxPlacesSchema>;
export const OwnMailboxResponseSchema = z.object({ mailbox: MailboxPlacesSchema });

export const MemberMailboxSchema = MailboxPlacesSchema.extend({
  /** What Gmail holds now for the member's own address, as Gmail answered it (null: not connected or not reachable). */
  gmailHolds: z
    .object({
      address: z.string(),
      /** The signature Gmail answered (empty: none); null when Gmail refused, with the reason in `error`. */
      signature: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** What the add-in inserts (null: the add-in is not set up; a field null: nothing to insert). */
  outlookInserts: z.object({ newMail: z.string().nullable(), reply: z.string().nullable() }).nullable(),
});
export type MemberMailbox = z.infer<typeof MemberMailboxSchema>;
export const MemberMailboxResponseSchema = z.object({ mailbox: MemberMailboxSchema });

export const MailboxPushNowResponseSchema = z.object({
  /** A push was queued (false: one was already waiting). */
  queued: z.boolean(),
  mailbox: MailboxPlacesSchema,
});

export const MAILBOX_MESSAGES = {
  notConnected: "Google Workspace is not connected: there is no Gmail to push to.",
  deactivated: "The directory deactivated this member: nothing is pushed to their mailbox.",
  outsideDomain: (domain: string) => `Their address is not in ${domain}, the connected Google Workspace domain.`,
  noSignature: "They have no signature yet: deploy to the team, or have them open their signature page.",
} as const;
