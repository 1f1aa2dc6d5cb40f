// Campaigns the member can switch on in the picker (spec 2: "a switch per active campaign").
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { isAvailableTo, memberDepartmentId, type Scope } from "./campaign-availability";

export async function findAvailableCampaigns(db: Database, scope: Scope) {
  const departmentId = await memberDepartmentId(db, scope);
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      endsAt: campaigns.endsAt,
      isRequired: campaigns.isRequired,
    })
    .from(campaigns)
    .where(isAvailableTo(db, scope.accountId, departmentId))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.name));
}
