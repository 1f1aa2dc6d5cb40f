// Which departments use a template. A department uses at most one template, so assigning
// it here takes it from its previous template; a department taken off this list falls
// back to the default. The preview answers, before anything is stored, the members whose
// template would change, from which template to which.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accountUsers, companyTemplates, departments, profiles, templateDepartments } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import type { TemplateDetail, TemplateMove } from "../../../shared/templates/template-responses";
import { getTemplate, getTemplateRow, lockAccountTemplates } from "./get-template";
import { announceSignatureChange } from "../mailboxes";

type Input = { id: string; departmentIds: string[] };

/** The account's departments of that list, by name; 400 naming `departmentIds` if one is not the account's. */
async function checkedDepartments(db: Database, accountId: string, ids: string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), inArray(departments.id, unique)))
    .orderBy(asc(departments.name));
  if (found.length !== unique.length)
    throw badRequest(TEMPLATE_MESSAGES.departmentInvalid, { departmentIds: TEMPLATE_MESSAGES.departmentInvalid });
  return found;
}

async function departmentsOf(db: Database, templateId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(templateDepartments)
    .innerJoin(departments, eq(departments.id, templateDepartments.departmentId))
    .where(eq(templateDepartments.templateId, templateId))
    .orderBy(asc(departments.name));
}

export async function assignDepartments(
  deps: Pick<AppDeps, "db" | "config" | "queue" | "mailboxChannels">,
  actor: AuditActor,
  input: Input,
): Promise<TemplateDetail> {
  await deps.db.transaction(async (tx) => {
    await lockAccountTemplates(tx, actor.accountId);
    const row = await getTemplateRow(tx, actor, input.id);
    const chosen = await checkedDepartments(tx, actor.accountId, input.departmentIds);
    const before = await departmentsOf(tx, row.id);
    await tx.delete(templateDepartments).where(eq(templateDepartments.templateId, row.id));
    if (chosen.length) {
      const ids = chosen.map((d) => d.id);
      // A department uses one template: it leaves the one it had.
      await tx.delete(templateDepartments).where(inArray(templateDepartments.departmentId, ids));
      await tx.insert(templateDepartments).values(ids.map((departmentId) => ({ templateId: row.id, departmentId })));
    }
    const changes = changesOf({ departments: before.map((d) => d.name) }, { departments: chosen.map((d) => d.name) });
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, actor, {
      action: "template.departments_assigned",
      target: { type: "template", id: row.id, label: row.name },
      changes,
    });
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
  });
  return getTemplate(deps.db, actor, input.id, deps.config.baseUrl);
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** The members whose template the list would change (nothing is stored). */
export async function previewDepartmentMoves(db: Database, scope: Pick<Scope, "accountId">, input: Input): Promise<TemplateMove[]> {
  const row = await getTemplateRow(db, scope, input.id);
  const chosen = new Set((await checkedDepartments(db, scope.accountId, input.departmentIds)).map((d) => d.id));
  const current = new Set((await departmentsOf(db, row.id)).map((d) => d.id));
  const touched = [...new Set([...chosen, ...current])];
  if (touched.length === 0) return [];
  const [fallback] = await db
    .select({ id: companyTemplates.id, name: companyTemplates.name })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, scope.accountId), eq(companyTemplates.isDefault, true)));
  // One query: the members of every touched department with their department's template now.
  const members = await db
    .select({
      userId: accountUsers.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      departmentId: departments.id,
      departmentName: departments.name,
      templateId: companyTemplates.id,
      templateName: companyTemplates.name,
    })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .innerJoin(departments, and(eq(departments.id, profiles.departmentId), eq(departments.accountId, scope.accountId)))
    .leftJoin(templateDepartments, eq(templateDepartments.departmentId, departments.id))
    .leftJoin(
      companyTemplates,
      and(eq(companyTemplates.id, templateDepartments.templateId), eq(companyTemplates.accountId, scope.accountId)),
    )
    .where(and(eq(accountUsers.accountId, scope.accountId), inArray(departments.id, touched)))
    .orderBy(asc(departments.name), asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email));
  const moves: TemplateMove[] = [];
  for (const m of members) {
    const from = ref(m.templateId, m.templateName) ?? fallback ?? null;
    const to = chosen.has(m.departmentId) ? { id: row.id, name: row.name } : current.has(m.departmentId) ? (fallback ?? null) : from;
    if ((from?.id ?? null) === (to?.id ?? null)) continue;
    moves.push({
      userId: m.userId,
      name: [m.firstName, m.lastName].filter(Boolean).join(" ").trim() || m.email,
      email: m.email,
      department: { id: m.departmentId, name: m.departmentName },
      from,
      to,
    });
  }
  return moves;
}
