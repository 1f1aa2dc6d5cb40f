// The danger zone: delete the caller's company after they typed its exact name. One
// transaction removes everything of the account (memberships, offices, departments,
// templates, signatures, campaigns and their events, invitations, its audit entries) and
// every user who belongs to no other account; a failure leaves everything as it was.
// One audit entry stays, detached from the deleted account: who deleted which company,
// when and from where (decision 012). After commit: the account's files are deleted and
// every admin gets an email.
import { and, eq, inArray, ne, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { accounts, accountUsers, auditLog, campaigns, profiles, users } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import type { Mailer } from "../../lib/mailer";
import type { Logger } from "../../lib/logger";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { forgetAccount, forgetUser } from "../../auth/session-cache";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { isAdminRole } from "../../../shared/permissions";
import { DELETE_COMPANY_MESSAGE, type DeleteCompany } from "../../../shared/company/company-schema";
import { companyDeletedEmail } from "./company-deleted-email";

type Deps = { db: Database; storage: Storage; mailer: Mailer; logger: Logger; supportEmail: string };

export async function deleteCompany(deps: Deps, actor: AuditActor, { confirmName }: DeleteCompany) {
  const { db } = deps;
  const at = new Date();
  const result = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: accounts.name, logoUrl: accounts.logoUrl })
      .from(accounts)
      .where(eq(accounts.id, actor.accountId))
      .for("update");
    if (!account) throw notFound("Company");
    if (confirmName !== account.name) throw badRequest(DELETE_COMPANY_MESSAGE, { confirmName: DELETE_COMPANY_MESSAGE });

    const members = await tx
      .select({ userId: accountUsers.userId, role: accountUsers.role, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, actor.accountId));
    // The platform's super admins must never be deleted with a company.
    if (members.some((m) => m.role === "super_admin"))
      throw new AppError(409, "has_super_admin", "This company has a super admin, so it can't be deleted here. Ask the Signet team.");

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
                  .where(and(eq(elsewhere.userId, users.id), ne(elsewhere.accountId, actor.accountId))),
              ),
            ),
          )
      : [];
    const banners = await tx.select({ url: campaigns.imageUrl }).from(campaigns).where(eq(campaigns.accountId, actor.accountId));

    // The account's own log goes with it; the deletion itself is recorded once more, and
    // that entry outlives the account (its account_id becomes null, its target names it).
    await tx.delete(auditLog).where(eq(auditLog.accountId, actor.accountId));
    await recordAudit(tx, actor, {
      action: "account.deleted",
      target: { type: "account", id: actor.accountId, label: account.name },
      details: { members: members.length, usersDeleted: leaving.length },
    });
    if (leaving.length)
      await tx.delete(users).where(
        inArray(
          users.id,
          leaving.map((u) => u.id),
        ),
      );
    await tx.delete(accounts).where(eq(accounts.id, actor.accountId));

    const files = [account.logoUrl, ...leaving.map((u) => u.photoUrl), ...banners.map((b) => b.url)];
    return {
      name: account.name,
      deletedBy: members.find((m) => m.userId === actor.userId)?.email ?? "an admin",
      adminEmails: members.filter((m) => isAdminRole(m.role)).map((m) => m.email),
      userIds: memberIds,
      files: files.filter((f): f is string => Boolean(f)),
    };
  });

  forgetAccount(db, actor.accountId);
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
