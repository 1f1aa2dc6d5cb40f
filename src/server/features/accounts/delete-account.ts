// Deletes one company account after the caller typed its exact name. One transaction
// removes everything of the account (memberships, offices, departments, templates,
// signatures, campaigns and their events, invitations, its audit entries, through the
// foreign keys) and every user who belongs to no other account; a failure leaves
// everything as it was. One audit entry stays, detached from the deleted account: who
// deleted which company, when and from where. An account with a super admin is never
// deleted: the platform would lose its operator with it.
//
// Used by the super admin panel. The company danger zone (branch `company`,
// delete-company.ts) does the same for the caller's own account: the two are meant to
// be one function at merge.
import { and, eq, inArray, ne, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { accounts, accountUsers, auditLog, campaigns, profiles, users } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { forgetAccount, forgetUser } from "../../auth/session-cache";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { isAdminRole } from "../../../shared/permissions";
import { DELETE_ACCOUNT_MESSAGE } from "../../../shared/admin/admin-schema";

export type DeletedAccount = { name: string; adminEmails: string[]; files: string[] };

export async function deleteAccount(
  db: Database,
  actor: Pick<AuditActor, "userId" | "ip">,
  { accountId, confirmName }: { accountId: string; confirmName: string },
): Promise<DeletedAccount> {
  const result = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: accounts.name, logoUrl: accounts.logoUrl })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for("update");
    if (!account) throw notFound("Account");
    if (confirmName !== account.name) throw badRequest(DELETE_ACCOUNT_MESSAGE, { confirmName: DELETE_ACCOUNT_MESSAGE });

    const members = await tx
      .select({ userId: accountUsers.userId, role: accountUsers.role, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId));
    if (members.some((m) => m.role === "super_admin"))
      throw new AppError(409, "has_super_admin", "This account has a super admin, so it can't be deleted. Change their role first.");

    const memberIds = members.map((m) => m.userId);
    const elsewhere = alias(accountUsers, "elsewhere");
    const leaving = memberIds.length
      ? await tx
          .select({ id: users.id, photoUrl: profiles.photoUrl })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(
            and(
              inArray(users.id, memberIds),
              notExists(
                tx
                  .select({ one: elsewhere.userId })
                  .from(elsewhere)
                  .where(and(eq(elsewhere.userId, users.id), ne(elsewhere.accountId, accountId))),
              ),
            ),
          )
      : [];
    const banners = await tx.select({ url: campaigns.imageUrl }).from(campaigns).where(eq(campaigns.accountId, accountId));

    // The account's own log goes with it; the deletion is recorded once more, and that
    // entry outlives the account (its account_id becomes null, its target names it).
    await tx.delete(auditLog).where(eq(auditLog.accountId, accountId));
    await recordAudit(
      tx,
      { ...actor, accountId },
      {
        action: "account.deleted",
        target: { type: "account", id: accountId, label: account.name },
        details: { members: members.length, usersDeleted: leaving.length },
      },
    );
    if (leaving.length)
      await tx.delete(users).where(
        inArray(
          users.id,
          leaving.map((u) => u.id),
        ),
      );
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    const files = [account.logoUrl, ...leaving.map((u) => u.photoUrl), ...banners.map((b) => b.url)];
    return {
      name: account.name,
      adminEmails: members.filter((m) => isAdminRole(m.role)).map((m) => m.email),
      userIds: memberIds,
      files: files.filter((f): f is string => Boolean(f) && f!.startsWith("/files/")),
    };
  });
  forgetAccount(db, accountId);
  for (const userId of result.userIds) forgetUser(db, userId);
  return { name: result.name, adminEmails: result.adminEmails, files: result.files };
}
