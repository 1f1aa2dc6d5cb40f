import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Mailer } from "../../lib/mailer";
import type { Contact } from "../../../shared/contact/contact-schema";

// Stores the message first, so a mail failure never loses it, then tells support.
export async function createContactMessage(
  deps: { db: Database; mailer: Mailer; supportEmail: string },
  { userId }: { userId: string | null },
  input: Contact,
) {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning({ id: contactMessages.id });
  await deps.mailer
    .send({
      to: deps.supportEmail,
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    })
    .catch(() => undefined);
  return row;
}
