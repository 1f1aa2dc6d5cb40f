// The caller's account's departments, by name, for the profile form's picker.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { departments } from "../../db/schema";

export function findDepartments(db: Database, { accountId }: { accountId: string }) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, accountId))
    .orderBy(asc(departments.name));
}
