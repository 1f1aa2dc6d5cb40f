// The company's single sign-on options: whether addresses of its verified domains must sign
// in with SSO (and the one admin who may still use a password, so a broken identity provider
// can't lock the company out), and whether SSO makes new members on first sign-in.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, ssoProviders, ssoSettings, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { companyOfVerifiedDomain } from "./sso-domains";
import { SSO_FIELD_MESSAGES, type SsoOptions } from "../../../shared/sso/sso-schema";

const OFF: SsoOptions = { requireSso: false, breakGlassUserId: null, createMembers: false };

export async function getSsoOptions(db: Database, scope: { accountId: string }): Promise<SsoOptions> {
  const [row] = await db
    .select({
      requireSso: ssoSettings.requireSso,
      breakGlassUserId: ssoSettings.breakGlassUserId,
      createMembers: ssoSettings.createMembers,
    })
    .from(ssoSettings)
    .where(eq(ssoSettings.accountId, scope.accountId));
  return row ?? OFF;
}

/** The company's admins (admin or super admin), by address: who may be the break-glass admin. */
export async function findCompanyAdmins(db: Database, scope: { accountId: string }) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, scope.accountId), inArray(accountUsers.role, ["admin", "super_admin"])))
    .orderBy(users.email);
}

export async function updateSsoOptions(db: Database, actor: AuditActor, input: SsoOptions) {
  return db.transaction(async (tx) => {
    if (input.breakGlassUserId) {
      const admins = await findCompanyAdmins(tx, actor);
      if (!admins.some((a) => a.userId === input.breakGlassUserId))
        throw badRequest(SSO_FIELD_MESSAGES.breakGlassNotAdmin, { breakGlassUserId: SSO_FIELD_MESSAGES.breakGlassNotAdmin });
    }
    const before = await getSsoOptions(tx, actor);
    // Passwords go off for the verified domains: only once a sign-in through an enabled provider was seen to work.
    if (input.requireSso && !before.requireSso) {
      const [tested] = await tx
        .select({ id: ssoProviders.id })
        .from(ssoProviders)
        .where(and(eq(ssoProviders.accountId, actor.accountId), eq(ssoProviders.enabled, true), isNotNull(ssoProviders.testedAt)))
        .limit(1);
      if (!tested) throw badRequest(SSO_FIELD_MESSAGES.requireSsoUntested, { requireSso: SSO_FIELD_MESSAGES.requireSsoUntested });
    }
    await tx
      .insert(ssoSettings)
      .values({ accountId: actor.accountId, ...input })
      .onConflictDoUpdate({ target: ssoSettings.accountId, set: { ...input, updatedAt: sql`now()` } });
    const changes = changesOf(before, input);
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, actor, { action: "sso.options_changed", target: { type: "sso_settings", id: actor.accountId }, changes });
    return input;
  });
}

/** Whether `email` is a super admin's (a platform operator), whom single sign-on never signs in. */
async function isPlatformOperator(db: Database, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.role, "super_admin")))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a password sign-in as `email` is refused because the company that verified the
 * address's domain requires single sign-on (its break-glass admin excepted, and a super
 * admin, whom its single sign-on never signs in, so a company can't lock them out).
 */
export async function isPasswordRefusedBySso(db: Database, email: string): Promise<boolean> {
  const accountId = await companyOfVerifiedDomain(db, email);
  if (!accountId) return false;
  const options = await getSsoOptions(db, { accountId });
  if (!options.requireSso) return false;
  if (await isPlatformOperator(db, email)) return false;
  if (!options.breakGlassUserId) return true;
  const [breakGlass] = await db.select({ email: users.email }).from(users).where(eq(users.id, options.breakGlassUserId));
  return breakGlass?.email.toLowerCase() !== email.toLowerCase();
}
