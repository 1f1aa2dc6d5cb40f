// Deletes one company account after the caller typed its exact name: the company danger
// zone (company/delete-company.ts, the caller's own account) and the super admin panel
// (any account) both come here. One transaction removes everything of the account
// (memberships, offices, departments, templates, signatures, campaigns and their events,
// invitations, its audit entries, through the foreign keys) and every user who belongs to
// no other account; a failure leaves everything as it was. One audit entry stays, detached
// from the deleted account: who deleted which company, when and from where (decision 012).
// An account with a super admin is never deleted (auth/member-policy.ts says why).
// After the commit the files the account owns (stored_files) are removed, and only those:
// a file another company uploaded stays even if this one pointed to it. A member who stays
// in another company keeps their photo: it becomes that company's file first. Then every
// admin gets an email.
import { and, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../context";
import { accounts, accountUsers, auditLog, storedFiles, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { forgetAccount, forgetUser } from "../../auth/session-cache";
import { recordAudit, type RoleActor } from "../audit/record-audit";
import { requireAccountDeletion } from "../../auth/member-policy";
import { isAdminRole } from "../../../shared/permissions";
import { companyDeletedEmail } from "./company-deleted-email";

type Deps = Pick<AppDeps, "db" | "storage" | "mailer" | "logger"> & { supportEmail: string };
/** What the caller is told when the name does not match. */
export type DeleteAccountTexts = { confirmMismatch: string };

export async function deleteAccount(
  deps: Deps,
  actor: Pick<RoleActor, "userId" | "role" | "ip">,
  { accountId, confirmName }: { accountId: string; confirmName: string },
  texts: DeleteAccountTexts,
) {
  const { db } = deps;
  const at = new Date();
  const result = await db.transaction(async (tx) => {
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    if (!account) throw notFound("Account");
    if (confirmName !== account.name) throw badRequest(texts.confirmMismatch, { confirmName: texts.confirmMismatch });

    const members = await tx
      .select({ userId: accountUsers.userId, role: accountUsers.role, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId));
    requireAccountDeletion(
      actor,
      members.map((m) => m.role),
    );
    const [deleter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));

    const memberIds = members.map((m) => m.userId);
    const elsewhere = alias(accountUsers, "elsewhere");
    const leaving = memberIds.length
      ? await tx
          .select({ id: users.id })
          .from(users)
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
    const leavingIds = new Set(leaving.map((u) => u.id));
    const staying = memberIds.filter((id) => !leavingIds.has(id));
    if (staying.length)
      await tx.execute(sql`
        update stored_files set account_id = (
          select au.account_id from account_users au
          where au.user_id = p.id and au.account_id <> ${accountId} order by au.created_at limit 1)
        from profiles p
        where p.photo_url = stored_files.path and stored_files.account_id = ${accountId}
          and p.id in (${sql.join(
            staying.map((id) => sql`${id}`),
            sql`, `,
          )})`);
    const owned = await tx.select({ path: storedFiles.path }).from(storedFiles).where(eq(storedFiles.accountId, accountId));

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
    return {
      name: account.name,
      deletedBy: deleter?.email ?? "an admin",
      adminEmails: members.filter((m) => isAdminRole(m.role)).map((m) => m.email),
      userIds: memberIds,
      files: owned.map((f) => f.path),
    };
  });

  forgetAccount(db, accountId);
  for (const userId of result.userIds) forgetUser(db, userId);
  for (const file of result.files)
    await deps.storage.remove(file).catch((err) => deps.logger.warn({ err: String(err), file }, "file of a deleted company not removed"));
  for (const to of result.adminEmails) {
    const email = companyDeletedEmail({ to, companyName: result.name, deletedBy: result.deletedBy, at, supportEmail: deps.supportEmail });
    // The company is gone either way: a failed email is logged (and recorded by the mailer), never an error.
    await deps.mailer.send(email).catch((err) => deps.logger.error({ err: String(err) }, "company-deleted email failed"));
  }
  return { name: result.name };
}
