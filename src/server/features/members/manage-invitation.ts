// Resending an invitation gives it a new secret and a new expiry (the old link stops
// working) and emails it again; revoking closes it; editing changes the role, department
// and office the invitee gets on joining (the link stays the same). All three only for the
// caller's account's invitations that are still open or expired; each is audit-logged
// with the change.
// A resend is refused (429) within ADMIN_EMAIL_LIMITS.resendEveryMinutes of the last one,
// or when the company's email budget is spent.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userInvitations } from "../../db/schema";
import { AppError, forbidden, notFound, RetryLaterError } from "../../lib/errors";
import { consumeRateLimit } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { requireEmailBudget } from "../email-limits/require-email-budget";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { changesOf, recordAudit } from "../audit/record-audit";
import { TEAM_MESSAGES, type UpdateInvitation } from "../../../shared/members/team-schema";
import { canGrantRole } from "../../../shared/members/member-policy";
import {
  ALREADY_INVITED,
  deliverInvitations,
  invitationExpiry,
  SUPER_ADMIN_INVITE,
  type InvitationDeps,
  type InvitingCaller,
} from "./create-invitation";
import { ensureOwnPlaces } from "./update-member";
import { newInvitationSecret } from "./invitation-secret";
import { teamRowOf } from "./team-rows";

async function openInvitation(tx: Database, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(userInvitations)
    .where(and(eq(userInvitations.id, id), eq(userInvitations.accountId, accountId)))
    .for("update");
  if (!row) throw notFound("Invitation");
  if (row.status !== "pending" && row.status !== "expired") throw new AppError(409, "invitation_closed", TEAM_MESSAGES.invitationClosed);
  return row;
}

/** In the caller's transaction: a new secret and expiry for one open invitation, audit-logged. Its email goes after the commit. */
export async function renewInvitation(tx: Database, caller: InvitingCaller, id: string) {
  const before = await openInvitation(tx, caller.accountId, id);
  // At most one resend per invitation per window, and each one is an email of the company's budget.
  const again = await consumeRateLimit(tx, RATE_LIMITS.invitationResend, id);
  if (!again.allowed)
    throw new RetryLaterError("resend_too_soon", EMAIL_LIMIT_MESSAGES.resendTooSoon(again.retryAfterSeconds), again.retryAfterSeconds);
  await requireEmailBudget(tx, caller.accountId, EMAIL_LIMIT_MESSAGES.overBudget);
  const { secret, hash } = newInvitationSecret();
  const [invitation] = await tx
    .update(userInvitations)
    .set({ token: hash, status: "pending", expiresAt: await invitationExpiry(tx), emailStatus: "sending", emailError: null })
    .where(and(eq(userInvitations.id, id), inArray(userInvitations.status, ["pending", "expired"])))
    .returning();
  await recordAudit(tx, caller, {
    action: "invitation.resent",
    target: { type: "invitation", id, label: before.email },
    changes: { expiresAt: [before.expiresAt.toISOString(), invitation.expiresAt.toISOString()] },
  });
  return { invitation, secret };
}

// An expired invitation whose address was invited again meanwhile: the newer one stands.
export function newerInvitationStands(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, "already_invited", ALREADY_INVITED);
  throw error;
}

export async function resendInvitation(deps: InvitationDeps, caller: InvitingCaller, id: string) {
  const { db } = deps;
  const item = await db.transaction((tx) => renewInvitation(tx, caller, id)).catch(newerInvitationStands);
  const sent = await deliverInvitations(deps, caller, [item]);
  const row = await teamRowOf(db, caller.accountId, "invitation", id);
  if (!row) throw notFound("Invitation");
  return { invitation: row, emailSent: sent.has(id) };
}

/** In the caller's transaction: close one open invitation, audit-logged. */
export async function closeInvitation(tx: Database, caller: InvitingCaller, id: string) {
  const before = await openInvitation(tx, caller.accountId, id);
  await tx.update(userInvitations).set({ status: "revoked" }).where(eq(userInvitations.id, id));
  await recordAudit(tx, caller, {
    action: "invitation.revoked",
    target: { type: "invitation", id, label: before.email },
    changes: { status: [before.status, "revoked"] },
  });
}

/**
 * Changes what an open invitation gives its invitee on joining. Only a super admin grants
 * the super admin role or changes an invitation that grants it; the department and office
 * must be the account's own.
 */
export async function updateInvitation(db: Database, caller: InvitingCaller, id: string, input: UpdateInvitation) {
  await db.transaction(async (tx) => {
    const before = await openInvitation(tx, caller.accountId, id);
    if (!canGrantRole(caller.role, input.role) || !canGrantRole(caller.role, before.role)) throw forbidden(SUPER_ADMIN_INVITE);
    await ensureOwnPlaces(tx, caller.accountId, input);
    const changes = changesOf({ role: before.role, departmentId: before.departmentId, officeId: before.officeId }, input);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(userInvitations)
      .set(input)
      .where(and(eq(userInvitations.id, id), eq(userInvitations.accountId, caller.accountId)));
    await recordAudit(tx, caller, { action: "invitation.updated", target: { type: "invitation", id, label: before.email }, changes });
  });
  const row = await teamRowOf(db, caller.accountId, "invitation", id);
  if (!row) throw notFound("Invitation");
  return row;
}

export async function revokeInvitation(db: Database, caller: InvitingCaller, id: string) {
  await db.transaction((tx) => closeInvitation(tx, caller, id));
}
