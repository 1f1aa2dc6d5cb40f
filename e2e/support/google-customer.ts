// A Google Workspace customer of a spec's own on the shared fake of Google (SHARED_FAKES.google):
// its people at the spec's domain, each with a Gmail mailbox, listed only to the customer's own
// admin; the service-account key the fake allows; and what Gmail holds for the customer's people,
// read apart from every other spec's.
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { generateDirectoryUsers, type FakeDirectoryUser } from "../../dev-servers/fake-google/fake-google";
import { SHARED_FAKES } from "./shared-servers";

export { generateDirectoryUsers };

const domainOf = (email: string) => email.split("@")[1]!.toLowerCase();

/** Makes the customer at `domain` with `users` (or replaces its people, their mailboxes emptied). */
export async function googleCustomer(domain: string, users: FakeDirectoryUser[]) {
  const added = await fetch(`${SHARED_FAKES.google.url}/fake/customers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ domain, users }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
}

/** The customer at `domain` whose people are `emails` (their names, titles and phones generated). */
export const googleMailboxes = (domain: string, emails: string[]) =>
  googleCustomer(
    domain,
    generateDirectoryUsers(emails.length, domain).map((user, i) => ({ ...user, primaryEmail: emails[i] })),
  );

/** Connects the signed-in admin's company to the shared fake with the key it allows, read as `adminEmail`. */
export async function connectGoogle(request: APIRequestContext, adminEmail: string) {
  const res = await request.put("/api/integrations/google", {
    data: { serviceAccountKey: readFileSync(SHARED_FAKES.google.keyFile, "utf8"), adminEmail },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type Gmail = {
  /** How many signature updates Gmail accepted for the customer's mailboxes. */
  updates: number;
  signatures: Record<string, { sendAsEmail: string; isPrimary: boolean; signature: string }[]>;
};

/** What Gmail holds for the customer at `domain`. */
export async function gmailOf(domain: string): Promise<Gmail> {
  const answer = await fetch(`${SHARED_FAKES.google.url}/fake/state?domain=${encodeURIComponent(domain)}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Gmail;
}

/** The signature of `email`'s primary address in Gmail, or null before any. */
export async function gmailSignatureOf(email: string): Promise<string | null> {
  const { signatures } = await gmailOf(domainOf(email));
  return signatures[email.toLowerCase()]?.find((s) => s.isPrimary)?.signature ?? null;
}
