// What the forgot-password step tells the person once the email is on its way: the toast and
// the code screen's subtitle say the same thing. It never confirms that the account exists.
// The lifetimes are the server's (src/server/features/password-reset/reset-secrets.ts).
const CODE_MINUTES = 10;
const LINK_MINUTES = 60;

export function resetSentText(email: string): string {
  const to = email ? `If an account exists for ${email}, we sent it` : "If an account exists for this address, we sent it";
  return `${to} a 6-digit code (valid for ${CODE_MINUTES} minutes) and a link to choose a new password (valid for ${LINK_MINUTES} minutes).`;
}
