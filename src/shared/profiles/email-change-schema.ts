// A new sign-in address a directory gave a member, waiting for them to confirm it from the
// new mailbox: what /profile sends and shows, and the server's words.
import { z } from "zod";
import { OtpField } from "../fields/fields";

export const EMAIL_CHANGE_CODE_MINUTES = 30;

export const EMAIL_CHANGE_MESSAGES = {
  nothingPending: "No new address is waiting for you.",
  domainNotVerified: "The new address is no longer on one of your company's verified domains, so it can't become your sign-in address.",
  taken: "Someone else already signs in with the new address.",
  tooSoon: "We just sent a code. Wait a minute before asking for another.",
  codeExpired: "This code no longer works. Send a new one.",
  wrongCode: "That code is not right. Check the email and try again.",
  sendFailed: "We couldn't send the email just now. Try again in a few minutes.",
} as const;

export const ConfirmEmailChangeSchema = z.object({ code: OtpField });
export type ConfirmEmailChange = z.infer<typeof ConfirmEmailChangeSchema>;

export const EmailChangeSentSchema = z.object({ sentTo: z.string() });
export const EmailChangeConfirmedSchema = z.object({ email: z.string() });
