// Offices of the caller's account. Every query is scoped by accountId.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyOffices } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Office } from "../../../shared/offices/office-schema";

import type { Scope } from "../../lib/scope";

type Id = { id: string };

export function findOffices(db: Database, { accountId }: Scope) {
  return db.select().from(companyOffices).where(eq(companyOffices.accountId, accountId)).orderBy(asc(companyOffices.createdAt));
}

export async function getOffice(db: Database, { accountId }: Scope, { id }: Id) {
  const [row] = await db
    .select()
    .from(companyOffices)
    .where(and(eq(companyOffices.id, id), eq(companyOffices.accountId, accountId)));
  if (!row) throw notFound("Office");
  return row;
}

export async function createOffice(db: Database, { accountId }: Scope, input: Office) {
  const [row] = await db
    .insert(companyOffices)
    .values({ ...input, accountId })
    .returning();
  return row;
}

export async function updateOffice(db: Database, { accountId }: Scope, { id, ...input }: Id & Office) {
  const [row] = await db
    .update(companyOffices)
    .set(input)
    .where(and(eq(companyOffices.id, id), eq(companyOffices.accountId, accountId)))
    .returning();
  if (!row) throw notFound("Office");
  return row;
}

export async function deleteOffice(db: Database, { accountId }: Scope, { id }: Id) {
  const rows = await db
    .delete(companyOffices)
    .where(and(eq(companyOffices.id, id), eq(companyOffices.accountId, accountId)))
    .returning({ id: companyOffices.id });
  if (!rows.length) throw notFound("Office");
}
