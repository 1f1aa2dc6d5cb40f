// Gmail cuts signatures longer than 10,000 characters (of HTML). The email-client check
// measures the longest rendered signature of an account against it; deployment is
// blocked above it.

export const GMAIL_SIGNATURE_LIMIT = 10_000;

const number = (n: number) => Math.round(n).toLocaleString("en-US");

/** "8,412 of 10,000" */
export function formatGmailCount(longest: number, limit: number = GMAIL_SIGNATURE_LIMIT): string {
  return `${number(longest)} of ${number(limit)}`;
}

export function isOverGmailLimit(longest: number, limit: number = GMAIL_SIGNATURE_LIMIT): boolean {
  return longest > limit;
}
