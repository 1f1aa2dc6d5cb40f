import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { requireMember } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { uuidParam } from "../../lib/id-param";
import { findAvailableCampaigns } from "./find-available-campaigns";
import { findSelectedCampaignIds } from "./find-selected-campaigns";
import { selectCampaign, unselectCampaign } from "./select-campaign";

const SelectSchema = z.object({
  campaignId: z.string({ error: "campaignId is required" }).uuid({ error: "campaignId must be a campaign id" }),
});

// A member's choice of campaigns for their own signature (spec 4, campaign selection).
export const campaignSelectionRoutes = new Hono<AppEnv>()
  .get("/campaigns", async (c) => c.json({ campaigns: await findAvailableCampaigns(c.get("deps").db, await requireMember(c)) }))
  .get("/", async (c) => c.json({ campaignIds: await findSelectedCampaignIds(c.get("deps").db, await requireMember(c)) }))
  .post("/", async (c) => {
    const caller = await requireMember(c);
    const { campaignId } = await readJson(c, SelectSchema);
    await selectCampaign(c.get("deps").db, caller, campaignId);
    return c.json({ campaignId, selected: true }, 201);
  })
  .delete("/:campaignId", async (c) => {
    const caller = await requireMember(c);
    const campaignId = uuidParam(c, "campaignId", "Campaign");
    await unselectCampaign(c.get("deps").db, caller, campaignId);
    return c.body(null, 204);
  });
