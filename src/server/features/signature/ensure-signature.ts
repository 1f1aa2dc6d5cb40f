// Ensures the member has exactly one active signature. The partial unique
// index user_signatures_one_active_uq makes the insert safe under a race: the loser's
// INSERT ... ON CONFLICT DO NOTHING inserts nothing, and both then read the same row.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userSignatures } from "../../db/schema";
import { memberDepartmentId, type Scope } from "../campaigns/campaign-availability";
import { memberTemplateOf } from "./member-template-of";
import { noTemplate } from "./no-template-error";

export const activeOf = ({ accountId, userId }: Scope) =>
  and(eq(userSignatures.userId, userId), eq(userSignatures.accountId, accountId), eq(userSignatures.isActive, true));

export async function ensureSignature(db: Database, scope: Scope) {
  const template = await memberTemplateOf(db, scope.accountId, await memberDepartmentId(db, scope));
  if (!template) throw noTemplate();
  await db
    .insert(userSignatures)
    .values({
      userId: scope.userId,
      accountId: scope.accountId,
      templateId: template.id,
      htmlContent: template.htmlContent,
      isActive: true,
    })
    .onConflictDoNothing();
  let [row] = await db.select().from(userSignatures).where(activeOf(scope));
  // A member who changed department, or whose template was edited, follows the template;
  // a signature deployed ("Deploy to team") from this very template version stays as deployed.
  const deployedFromCurrent = row.deployedAt !== null && row.templateId === template.id && row.deployedAt >= template.updatedAt;
  if (!deployedFromCurrent && (row.templateId !== template.id || row.htmlContent !== template.htmlContent)) {
    [row] = await db
      .update(userSignatures)
      .set({ templateId: template.id, htmlContent: template.htmlContent, updatedAt: new Date() })
      .where(eq(userSignatures.id, row.id))
      .returning();
  }
  return { id: row.id, templateId: template.id, lastCopiedAt: row.lastCopiedAt };
}
