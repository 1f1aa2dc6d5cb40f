// Signatures in the connected mailboxes: the switch, the out-of-date count, "push now".
import { z } from "zod";

export const UpdateMailboxSettingsSchema = z.object({
  updateAutomatically: z.boolean({ error: "Say whether mailboxes update automatically (true or false)" }),
});
export type UpdateMailboxSettings = z.infer<typeof UpdateMailboxSettingsSchema>;

export const MailboxChannelStatusSchema = z.object({
  id: z.string(),
  /** The mailboxes' name ("Gmail"). */
  label: z.string(),
  /** Mailboxes that don't hold the member's current signature. */
  outOfDate: z.number().int(),
});

export const MailboxStatusResponseSchema = z.object({
  updateAutomatically: z.boolean(),
  /** The connected channels only: none when no mailbox provider is connected. */
  channels: z.array(MailboxChannelStatusSchema),
});
export type MailboxStatus = z.infer<typeof MailboxStatusResponseSchema>;

export const MailboxPushResponseSchema = z.object({ queued: z.number().int() });

/** The banner while mailboxes don't update automatically. */
export const outOfDateText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "mailbox is" : "mailboxes are"} out of date`;
