// Gmail refuses signatures longer than 10,000 characters (of HTML). The email-client check
// measures the longest rendered signature of an account against it. It limits only what goes
// into Gmail: a longer signature is still stored, served to the Outlook add-in and copied by
// hand; its Gmail push fails with the reason below.

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
  return `Gmail's limit is ${number(GMAIL_SIGNATURE_LIMIT)} characters and this signature has ${number(length)}. Shorten the template (fewer or smaller images, less inline style), then deploy again.`;
}
