// Gmail refuses signatures longer than 10,000 characters (of HTML). The email-client check
// measures the longest rendered signature of an account against it. It limits only what goes
// into Gmail: a deployment that doesn't put signatures in Gmail stores a longer one (for the
// Outlook add-in, the relay, copying by hand); one that does fails that member with the
// reason below, as a push would.

export const GMAIL_SIGNATURE_LIMIT = 10_000;

const number = (n: number) => Math.round(n).toLocaleString("en-US");

/** "8,412 of 10,000" */
export function formatGmailCount(longest: number, limit: number = GMAIL_SIGNATURE_LIMIT): string {
  return `${number(longest)} of ${number(limit)}`;
}

export function isOverGmailLimit(longest: number, limit: number = GMAIL_SIGNATURE_LIMIT): boolean {
  return longest > limit;
}

/** Why a signature was not put in Gmail: Gmail's limit, and this signature's length. */
export function gmailLimitReason(length: number): string {
  return `Gmail allows ${number(GMAIL_SIGNATURE_LIMIT)} characters; this signature has ${number(length)}. Shorten the template (fewer or smaller images, less inline style), then deploy again.`;
}
