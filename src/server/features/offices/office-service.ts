// Offices of the caller's account. Every query is scoped by accountId; every change is
// audit-logged in its transaction.
import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import { accountUsers, companyOffices, profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Office } from "../../../shared/offices/office-schema";
import type { Scope } from "../../lib/scope";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

type Id = { id: string };
const accountIdParam = sql.placeholder("accountId");

/** Members of the account whose profile names this office. */
const membersAt = (db: Database) =>
  db
    .select({ officeId: profiles.officeId, members: count().as("members") })
    .from(profiles)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, profiles.id), eq(accountUsers.accountId, accountIdParam)))
    .groupBy(profiles.officeId)
    .as("members_at");

// Prepared (db/prepared.ts): every page with an office picker lists them.
function officesStatement(db: Database, name: string) {
  const counts = membersAt(db);
  return db
    .select({ ...getTableColumns(companyOffices), memberCount: counts.members })
    .from(companyOffices)
    .leftJoin(counts, eq(counts.officeId, companyOffices.id))
    .where(eq(companyOffices.accountId, accountIdParam))
    .orderBy(asc(companyOffices.createdAt))
    .prepare(name);
}

export async function findOffices(db: Database, { accountId }: Pick<Scope, "accountId">) {
  const rows = await preparedStatement(db, "find_offices", officesStatement).execute({ accountId });
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount ?? 0) }));
}

export async function getOffice(db: Database, { accountId }: Pick<Scope, "accountId">, { id }: Id) {
  const [row] = await db
    .select()
    .from(companyOffices)
    .where(and(eq(companyOffices.id, id), eq(companyOffices.accountId, accountId)));
  if (!row) throw notFound("Office");
  return row;
}

export async function createOffice(db: Database, actor: AuditActor, input: Office) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyOffices)
      .values({ ...input, accountId: actor.accountId })
      .returning();
    await recordAudit(tx, actor, {
      action: "office.created",
      target: { type: "office", id: row.id, label: row.locationName },
      changes: changesOf<Record<string, unknown>>({ locationName: null, address: null, phoneNumber: null }, input),
    });
    return row;
  });
}

export async function updateOffice(deps: AnnounceDeps, actor: AuditActor, { id, ...input }: Id & Office) {
  return deps.db.transaction(async (tx) => {
    const scoped = and(eq(companyOffices.id, id), eq(companyOffices.accountId, actor.accountId));
    const [before] = await tx.select().from(companyOffices).where(scoped).for("update");
    if (!before) throw notFound("Office");
    const [row] = await tx.update(companyOffices).set(input).where(scoped).returning();
    const changes = changesOf(before, input);
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, { action: "office.updated", target: { type: "office", id, label: row.locationName }, changes });
      await announceSignatureChange(deps, actor.accountId, { officeId: id }, { tx });
    }
    return row;
  });
}

/** Deletes the office; members who worked there have no office afterwards (the foreign key clears it). */
export async function deleteOffice(deps: AnnounceDeps, actor: AuditActor, { id }: Id) {
  return deps.db.transaction(async (tx) => {
    const scoped = and(eq(companyOffices.id, id), eq(companyOffices.accountId, actor.accountId));
    const [before] = await tx.select().from(companyOffices).where(scoped).for("update");
    if (!before) throw notFound("Office");
    const cleared = await tx
      .update(profiles)
      .set({ officeId: null, updatedAt: new Date() })
      .where(eq(profiles.officeId, id))
      .returning({ id: profiles.id });
    await tx.delete(companyOffices).where(scoped);
    await recordAudit(tx, actor, {
      action: "office.deleted",
      target: { type: "office", id, label: before.locationName },
      changes: changesOf<Record<string, unknown>>(
        { locationName: before.locationName, address: before.address, phoneNumber: before.phoneNumber },
        { locationName: null, address: null, phoneNumber: null },
      ),
      details: { membersCleared: cleared.length },
    });
    await announceSignatureChange(deps, actor.accountId, { userIds: cleared.map((r) => r.id) }, { tx });
    return { clearedMembers: cleared.length };
  });
}
