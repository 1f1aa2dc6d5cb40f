// Super admin actions on one user: change their role (super_admin included), send a
// password reset (a few per user per hour, RATE_LIMITS.adminPasswordResetPerUser), revoke
// every session, delete the user. Each is audit-logged in the
// user's account, so that account's admins see it in their Activity view (a user with
// no account yet: in the super admin's own account). Who may be changed or deleted (an
// account keeps an admin, the platform a super admin) is auth/member-policy.ts's to say.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accountUsers, users } from "../../db/schema";
import { badRequest, notFound, RetryLaterError } from "../../lib/errors";
import { consumeRateLimit } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";
import { forgetUser } from "../../auth/session-cache";
import { deleteUserSessions } from "../../auth/session-store";
import { highestRoleOf, requireMemberAction } from "../../auth/member-policy";
import { recordAudit, type AuditActor, type RoleActor } from "../audit/record-audit";
import { deliverPasswordReset } from "../password-reset/request-password-reset";
import type { Role } from "../../../shared/permissions";

type Target = { id: string; email: string; accountId: string | null; role: Role | null };

async function targetOf(db: Database, userId: string, lock = false): Promise<Target> {
  const query = db
    .select({ id: users.id, email: users.email, accountId: accountUsers.accountId, role: accountUsers.role })
    .from(users)
    .leftJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: users }) : await query;
  if (!row) throw notFound("User");
  return row;
}

function auditActor(actor: AuditActor, target: Target): AuditActor {
  return { ...actor, accountId: target.accountId ?? actor.accountId };
}

export async function changeUserRole(db: Database, actor: RoleActor, { id, role }: { id: string; role: Role }) {
  const result = await db.transaction(async (tx) => {
    const target = await targetOf(tx, id, true);
    if (!target.accountId || !target.role) throw badRequest("This user belongs to no account yet, so they have no role to change.");
    if (target.role === role) return { userId: id, role };
    await requireMemberAction(tx, actor, { userId: id, role: target.role }, { kind: "change_role", role }, target.accountId);
    await tx
      .update(accountUsers)
      .set({ role })
      .where(and(eq(accountUsers.userId, id), eq(accountUsers.accountId, target.accountId)));
    await recordAudit(tx, auditActor(actor, target), {
      action: "member.role_changed",
      target: { type: "member", id, label: target.email },
      changes: { role: [target.role, role] },
      details: { by: "super_admin" },
    });
    return { userId: id, role };
  });
  forgetUser(db, id);
  return result;
}

export async function sendUserPasswordReset(deps: AppDeps, actor: AuditActor, { id }: { id: string }) {
  const target = await targetOf(deps.db, id);
  const limit = await consumeRateLimit(deps.db, RATE_LIMITS.adminPasswordResetPerUser, id);
  if (!limit.allowed)
    throw new RetryLaterError("too_many_requests", EMAIL_LIMIT_MESSAGES.passwordResets(limit.retryAfterSeconds), limit.retryAfterSeconds);
  await deliverPasswordReset(deps, target.email);
  await recordAudit(deps.db, auditActor(actor, target), {
    action: "user.password_reset_sent",
    target: { type: "user", id, label: target.email },
  });
}

export async function revokeUserSessions(db: Database, actor: RoleActor, { id }: { id: string }) {
  const target = await targetOf(db, id);
  await requireMemberAction(db, actor, { userId: id, role: target.role }, { kind: "revoke_sessions" });
  await db.transaction(async (tx) => {
    await deleteUserSessions(tx, id);
    await recordAudit(tx, auditActor(actor, target), {
      action: "user.sessions_revoked",
      target: { type: "user", id, label: target.email },
    });
  });
  forgetUser(db, id);
}

export async function deleteUser(db: Database, actor: RoleActor, { id }: { id: string }) {
  await db.transaction(async (tx) => {
    const target = await targetOf(tx, id, true);
    await requireMemberAction(tx, actor, { userId: id, role: await highestRoleOf(tx, id) }, { kind: "delete_user" });
    await recordAudit(tx, auditActor(actor, target), {
      action: "user.deleted",
      target: { type: "user", id, label: target.email },
      details: { role: target.role },
    });
    await tx.delete(users).where(eq(users.id, id));
  });
  forgetUser(db, id);
}
