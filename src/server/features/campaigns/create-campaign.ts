// A new campaign from the form, published or a draft, with its targets and an audit entry.
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import type { CampaignValues } from "../../../shared/campaigns/campaign-schema";
import { type Actor, toCampaignView } from "./campaign-view";
import { setTargets, auditTarget } from "./campaign-rows";
import { columnsOf, requireOwnBanners } from "./campaign-columns";

export async function createCampaign(db: Database, actor: Actor, input: CampaignValues, baseUrl: string) {
  const { columns, zone, departmentIds } = await columnsOf(db, actor, input);
  return db.transaction(async (tx) => {
    await requireOwnBanners(tx, baseUrl, actor, input);
    const [row] = await tx
      .insert(campaigns)
      .values({ ...columns, accountId: actor.accountId, isActive: input.publish })
      .returning();
    await setTargets(tx, row.id, departmentIds);
    await recordAudit(tx, actor as AuditActor, {
      action: "campaign.created",
      target: auditTarget(row),
      details: { status: campaignStatus(row), departmentIds, isRequired: row.isRequired },
    });
    return toCampaignView(row, departmentIds, zone);
  });
}
