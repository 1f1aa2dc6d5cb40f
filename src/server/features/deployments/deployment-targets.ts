// Who a deployment reaches and which template versions it deploys.
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accountUsers,
  companyTemplates,
  departments,
  profiles,
  templateDepartments,
  type DeploymentTemplateVersion,
} from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { DEPLOYMENT_MESSAGES } from "../../../shared/deployments/deployment-schema";

/** The distinct ids, each a department of the account (400 naming the field otherwise); none: null. */
export async function checkDepartments(db: Database, accountId: string, ids: string[] | undefined): Promise<string[] | null> {
  if (!ids || ids.length === 0) return null;
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), inArray(departments.id, wanted)));
  if (found.length !== wanted.length)
    throw badRequest(DEPLOYMENT_MESSAGES.unknownDepartment, { departmentIds: DEPLOYMENT_MESSAGES.unknownDepartment });
  return wanted;
}

/** Members of the account (every role), optionally only those of the departments; oldest first. */
export async function findTargetMembers(db: Database, accountId: string, departmentIds: string[] | null) {
  return db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), departmentIds ? inArray(profiles.departmentId, departmentIds) : undefined))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
}

/** The templates the deployment can use: the default and every department's (only the chosen departments'). */
export async function templateVersions(
  db: Database,
  accountId: string,
  departmentIds: string[] | null,
): Promise<DeploymentTemplateVersion[]> {
  const rows = await db
    .selectDistinct({ id: companyTemplates.id, name: companyTemplates.name, updatedAt: companyTemplates.updatedAt })
    .from(companyTemplates)
    .leftJoin(templateDepartments, eq(templateDepartments.templateId, companyTemplates.id))
    .where(
      and(
        eq(companyTemplates.accountId, accountId),
        or(
          eq(companyTemplates.isDefault, true),
          departmentIds ? inArray(templateDepartments.departmentId, departmentIds) : isNotNull(templateDepartments.departmentId),
        ),
      ),
    );
  return rows
    .map((r) => ({ id: r.id, name: r.name, updatedAt: new Date(r.updatedAt).toISOString() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
