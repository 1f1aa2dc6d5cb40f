// The e2e server has no SMTP: emails land in the outbox, read through /api/dev/outbox.
import { expect, type APIRequestContext } from "@playwright/test";

export type OutboxEmail = { toAddress: string; subject: string; textBody: string; createdAt: string };

/** The newest email to `to` (matching `filter`), waiting for it to arrive. */
export async function emailTo(
  request: APIRequestContext,
  to: string,
  filter: (email: OutboxEmail) => boolean = () => true,
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get("/api/dev/outbox")).json()) as { emails: OutboxEmail[] };
        found = emails.find((email) => email.toAddress === to.toLowerCase() && filter(email));
        return Boolean(found);
      },
      { message: `an email to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function resetCodeIn(email: OutboxEmail): string {
  const code = /verification code is: (\d{6})/.exec(email.textBody)?.[1];
  if (!code) throw new Error(`no code in: ${email.textBody}`);
  return code;
}

export function linkIn(email: OutboxEmail): string {
  const link = /(https?:\/\/\S+\/auth\?\S+)/.exec(email.textBody)?.[1];
  if (!link) throw new Error(`no link in: ${email.textBody}`);
  return new URL(link).pathname + new URL(link).search;
}

/** The single-use secret an invitation email's link carries (`&token=`). */
export function invitationTokenIn(email: OutboxEmail): string {
  const token = new URLSearchParams(linkIn(email).split("?")[1]).get("token");
  if (!token) throw new Error(`no invitation token in: ${email.textBody}`);
  return token;
}
