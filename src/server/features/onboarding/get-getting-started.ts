// The getting-started checklist of an account's admin, computed from the account's real
// data in one query (ARCHITECTURE.md, "Getting started"). Each rule:
// - logo: the account has a logo.
// - connect: the account connected a directory or mail service (Google Workspace, Microsoft
//   365), made a provisioning (SCIM) token, added a single sign-on provider or set up the
//   Outlook add-in.
// - team: the account has sent an invitation (any status) or has more than one member.
// - template: a template was created or changed after the account was set up (the default
//   that sign-up or onboarding copies from the gallery is written in the same transaction
//   as the account, so its updated_at equals the account's created_at), or a template is
//   assigned to a department. A template editor must set updated_at when it saves.
// - campaign: the account has a campaign (active or not).
// - deploy: an admin ran "Deploy to team" (a deployment exists), or a member's signature
//   was deployed (user_signatures.deployed_at) or copied (last_copied_at).
// - dismissed: this admin hid the checklist (their membership's getting_started_dismissed_at).
import { and, eq, exists, gt, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accounts,
  accountUsers,
  campaigns,
  companyTemplates,
  deployments,
  templateDepartments,
  userInvitations,
  userSignatures,
} from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { AppError } from "../../lib/errors";
import { GETTING_STARTED_STEPS, type GettingStarted } from "../../../shared/onboarding/getting-started-responses";
const one = sql`1`;

export async function getGettingStarted(db: Database, scope: Scope): Promise<GettingStarted> {
  const [row] = await db
    .select({
      logo: sql<boolean>`${accounts.logoUrl} is not null`,
      connected: sql<boolean>`(exists (select 1 from integrations i where i.account_id = ${accounts.id})
        or exists (select 1 from scim_tokens t where t.account_id = ${accounts.id})
        or exists (select 1 from sso_providers p where p.account_id = ${accounts.id})
        or exists (select 1 from outlook_addins o where o.account_id = ${accounts.id}))`,
      invited: exists(db.select({ one }).from(userInvitations).where(eq(userInvitations.accountId, accounts.id))),
      members: sql<number>`(select count(*) from ${accountUsers} where ${accountUsers.accountId} = ${accounts.id})`.mapWith(Number),
      templateChanged: exists(
        db
          .select({ one })
          .from(companyTemplates)
          .where(and(eq(companyTemplates.accountId, accounts.id), gt(companyTemplates.updatedAt, accounts.createdAt))),
      ),
      templateAssigned: exists(
        db
          .select({ one })
          .from(templateDepartments)
          .innerJoin(companyTemplates, eq(companyTemplates.id, templateDepartments.templateId))
          .where(eq(companyTemplates.accountId, accounts.id)),
      ),
      campaign: exists(db.select({ one }).from(campaigns).where(eq(campaigns.accountId, accounts.id))),
      deployed: exists(db.select({ one }).from(deployments).where(eq(deployments.accountId, accounts.id))),
      deploy: exists(
        db
          .select({ one })
          .from(userSignatures)
          .where(
            and(
              eq(userSignatures.accountId, accounts.id),
              or(isNotNull(userSignatures.deployedAt), isNotNull(userSignatures.lastCopiedAt)),
            ),
          ),
      ),
      dismissed: exists(
        db
          .select({ one })
          .from(accountUsers)
          .where(
            and(
              eq(accountUsers.accountId, accounts.id),
              eq(accountUsers.userId, scope.userId),
              isNotNull(accountUsers.gettingStartedDismissedAt),
            ),
          ),
      ),
    })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId));
  if (!row) throw new AppError(404, "not_found", "Account not found.");
  const done = {
    logo: Boolean(row.logo),
    connect: Boolean(row.connected),
    team: Boolean(row.invited) || row.members > 1,
    template: Boolean(row.templateChanged) || Boolean(row.templateAssigned),
    campaign: Boolean(row.campaign),
    deploy: Boolean(row.deployed) || Boolean(row.deploy),
  };
  return {
    dismissed: Boolean(row.dismissed),
    steps: GETTING_STARTED_STEPS.map((key) => ({ key, done: done[key] })),
  };
}
