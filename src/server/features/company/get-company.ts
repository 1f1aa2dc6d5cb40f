// The caller's company as /api/me shows it.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";

export const companyColumns = {
  id: accounts.id,
  name: accounts.name,
  website: accounts.website,
  logoUrl: accounts.logoUrl,
  employeeCount: accounts.employeeCount,
  status: accounts.status,
  suspensionReason: accounts.suspensionReason,
  timeZone: accounts.timeZone,
};

export async function getCompany(db: Database, { accountId }: Pick<Scope, "accountId">) {
  const [row] = await db.select(companyColumns).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound("Company");
  return row;
}
