// Resend or revoke several open invitations at once, with the single invitation's rules
// (manage-invitation.ts) for each: every id must be an invitation of the caller's account
// (else 404 and nothing changes), each must still be open, each resend keeps its own
// rate limit and spends the company's email budget, and each change is audit-logged. One
// transaction: all of them or none; the emails go out after the commit.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userInvitations } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { isUuid } from "../../../shared/ids";
import { deliverInvitations, type InvitationDeps, type InvitingCaller } from "./create-invitation";
import { closeInvitation, newerInvitationStands, renewInvitation } from "./manage-invitation";

/** The invitations' addresses by id; 404 when one id is not an invitation of the account. */
async function requireOwnInvitations(tx: Database, accountId: string, ids: string[]) {
  if (!ids.every(isUuid)) throw notFound("Invitation");
  const found = await tx
    .select({ id: userInvitations.id, email: userInvitations.email })
    .from(userInvitations)
    .where(and(eq(userInvitations.accountId, accountId), inArray(userInvitations.id, ids)));
  if (found.length !== ids.length) throw notFound("Invitation");
  return new Map(found.map((row) => [row.id, row.email]));
}

/** Runs one invitation's change; a refusal names the address it is about. */
async function each<T>(emails: Map<string, string>, id: string, change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof AppError) error.message = `${emails.get(id)}: ${error.message}`;
    throw error;
  }
}

export async function resendInvitations(deps: InvitationDeps, caller: InvitingCaller, ids: string[]) {
  const unique = [...new Set(ids)];
  const items = await deps.db
    .transaction(async (tx) => {
      const emails = await requireOwnInvitations(tx, caller.accountId, unique);
      const renewed = [];
      for (const id of unique) renewed.push(await each(emails, id, () => renewInvitation(tx, caller, id)));
      return renewed;
    })
    .catch(newerInvitationStands);
  const sent = await deliverInvitations(deps, caller, items);
  return { resent: items.length, emailsSent: sent.size };
}

export async function revokeInvitations(db: Database, caller: InvitingCaller, ids: string[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const emails = await requireOwnInvitations(tx, caller.accountId, unique);
    for (const id of unique) await each(emails, id, () => closeInvitation(tx, caller, id));
  });
  return { revoked: unique.length };
}
