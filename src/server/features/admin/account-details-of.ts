// Super admin: one account with its members, templates, campaigns, deployments, last
// activity and the newest entries of its audit log. Null when there is no such account.
import { and, asc, count, desc, eq, max, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accounts,
  accountUsers,
  auditLog,
  campaigns,
  companyTemplates,
  profiles,
  sessions,
  storedFiles,
  userSignatures,
  users,
} from "../../db/schema";
import { storageQuotaMbOf } from "../config/platform-settings";
import { companyColumns } from "../company/get-company";

export const ACCOUNT_AUDIT_LIMIT = 50;

export const auditColumns = {
  id: auditLog.id,
  accountId: auditLog.accountId,
  action: auditLog.action,
  actorUserId: auditLog.actorUserId,
  actorEmail: auditLog.actorEmail,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  data: sql<Record<string, unknown> | null>`${auditLog.data}`,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
};

export const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

/** When the user last used a session (the newest session's last refresh), on the sessions index. */
export function lastSeenOf(userId: SQLWrapper) {
  return sql<Date | null>`(select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${userId})`.mapWith(
    sessions.updatedAt,
  );
}

export async function accountDetailsOf(db: Database, accountId: string) {
  const [account] = await db
    .select({ ...companyColumns, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return null;

  const members = await db
    .select({
      userId: accountUsers.userId,
      name: displayName,
      email: users.email,
      role: accountUsers.role,
      joinedAt: accountUsers.createdAt,
      lastSeenAt: lastSeenOf(accountUsers.userId),
      hasSignature: sql<boolean>`exists (select 1 from ${userSignatures} where ${userSignatures.userId} = ${accountUsers.userId} and ${userSignatures.accountId} = ${accountUsers.accountId} and ${userSignatures.isActive})`,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt));

  const templates = await db
    .select({
      id: companyTemplates.id,
      name: companyTemplates.name,
      isDefault: companyTemplates.isDefault,
      updatedAt: companyTemplates.updatedAt,
    })
    .from(companyTemplates)
    .where(eq(companyTemplates.accountId, accountId))
    .orderBy(desc(companyTemplates.isDefault), asc(companyTemplates.name));
  const accountCampaigns = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      isActive: campaigns.isActive,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .where(eq(campaigns.accountId, accountId))
    .orderBy(desc(campaigns.createdAt));
  const [deployments] = await db
    .select({
      signatures: count(),
      deployed: sql<number>`count(${userSignatures.deployedAt})`.mapWith(Number),
      lastDeployedAt: max(userSignatures.deployedAt),
    })
    .from(userSignatures)
    .where(and(eq(userSignatures.accountId, accountId), eq(userSignatures.isActive, true)));
  const [storage] = await db
    .select({ bytes: sql<number>`coalesce(sum(${storedFiles.byteSize}), 0)`.mapWith(Number), files: count() })
    .from(storedFiles)
    .where(eq(storedFiles.accountId, accountId));
  const audit = await db
    .select(auditColumns)
    .from(auditLog)
    .where(eq(auditLog.accountId, accountId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACCOUNT_AUDIT_LIMIT);

  // Last activity: the newest of a member's session use and an entry in the account's log.
  const times = [...members.map((m) => m.lastSeenAt), audit[0]?.createdAt ?? null]
    .filter((t): t is Date => t != null)
    .map((t) => new Date(t).getTime());
  const lastActivityAt = times.length ? new Date(Math.max(...times)) : null;

  return {
    account: { ...account, lastActivityAt },
    members: members.map((m) => ({ ...m, hasSignature: Boolean(m.hasSignature) })),
    templates,
    campaigns: accountCampaigns,
    deployments: { ...deployments, lastDeployedAt: deployments.lastDeployedAt ?? null },
    storage: { bytes: storage.bytes, files: storage.files, quotaMb: await storageQuotaMbOf(db) },
    audit,
  };
}
