// Add, rename and delete departments, each audit-logged in its transaction. Deleting one
// clears it from its members' profiles and pending invitations (the foreign keys), so those
// members fall back to the account's default template; a template assigned to it loses
// only that assignment.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { departments, profiles } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/db-errors";
import { recordAudit, type AuditActor, type TokenActor } from "../audit/record-audit";

// An admin, or an identity provider through SCIM (a Group is a department).
type Actor = AuditActor | TokenActor;
import { DEPARTMENT_MESSAGES, type DepartmentName } from "../../../shared/departments/department-schema";
import { findDepartmentSummaries } from "./find-department-summaries";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

const duplicate = () => conflict(DEPARTMENT_MESSAGES.duplicate, { name: DEPARTMENT_MESSAGES.duplicate });

async function nameTaken(db: Database, accountId: string, name: string, except?: string) {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, accountId));
  return rows.some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase());
}

// Two admins adding the same name at once: the unique index decides, and the loser hears why.
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

async function summaryOf(db: Database, actor: Actor, id: string) {
  const [summary] = await findDepartmentSummaries(db, actor, { id });
  return summary;
}

export async function createDepartment(db: Database, actor: Actor, { name }: DepartmentName) {
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, actor.accountId, name)) throw duplicate();
      const [row] = await tx.insert(departments).values({ accountId: actor.accountId, name }).returning({ id: departments.id });
      await recordAudit(tx, actor, {
        action: "department.created",
        target: { type: "department", id: row.id, label: name },
        changes: { name: [null, name] },
      });
      return row.id;
    }),
  );
  return summaryOf(db, actor, id);
}

export async function renameDepartment(deps: AnnounceDeps, actor: Actor, { id, name }: { id: string } & DepartmentName) {
  const { db } = deps;
  await uniqueName(() =>
    db.transaction(async (tx) => {
      const scoped = and(eq(departments.id, id), eq(departments.accountId, actor.accountId));
      const [before] = await tx.select({ name: departments.name }).from(departments).where(scoped).for("update");
      if (!before) throw notFound("Department");
      if (before.name === name) return;
      if (await nameTaken(tx, actor.accountId, name, id)) throw duplicate();
      await tx.update(departments).set({ name }).where(scoped);
      await recordAudit(tx, actor, {
        action: "department.updated",
        target: { type: "department", id, label: name },
        changes: { name: [before.name, name] },
      });
      await announceSignatureChange(deps, actor.accountId, { departmentId: id }, { tx });
    }),
  );
  return summaryOf(db, actor, id);
}

export async function deleteDepartment(deps: AnnounceDeps, actor: Actor, { id }: { id: string }) {
  return deps.db.transaction(async (tx) => {
    const scoped = and(eq(departments.id, id), eq(departments.accountId, actor.accountId));
    const [before] = await tx.select({ name: departments.name }).from(departments).where(scoped).for("update");
    if (!before) throw notFound("Department");
    const cleared = await tx
      .update(profiles)
      .set({ departmentId: null, updatedAt: new Date() })
      .where(eq(profiles.departmentId, id))
      .returning({ id: profiles.id });
    await tx.delete(departments).where(scoped);
    await recordAudit(tx, actor, {
      action: "department.deleted",
      target: { type: "department", id, label: before.name },
      changes: { name: [before.name, null] },
      details: { membersCleared: cleared.length },
    });
    await announceSignatureChange(deps, actor.accountId, { userIds: cleared.map((r) => r.id) }, { tx });
    return { clearedMembers: cleared.length };
  });
}
