// A member's choice of campaigns for their own signature: list, switch on, switch off.
import { createRoute } from "@hono/zod-openapi";
import { requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import {
  AvailableCampaignsResponseSchema,
  CampaignSelectedSchema,
  CampaignSelectionsResponseSchema,
  SelectCampaignSchema,
} from "../../../shared/campaigns/campaign-responses";
import { findAvailableCampaigns } from "./find-available-campaigns";
import { findSelectedCampaignIds } from "./find-selected-campaigns";
import { selectCampaign, unselectCampaign } from "./select-campaign";

const tags = ["Campaigns"];
const middleware = requireMember;

const available = createRoute({
  method: "get",
  path: "/campaigns",
  cache: "user",
  tags,
  summary: "Campaigns the member may add to their signature",
  middleware,
  responses: { 200: json(AvailableCampaignsResponseSchema, "Available campaigns"), ...errors(...GUARD_ERRORS.member) },
});
const selected = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Ids of the campaigns the member selected",
  middleware,
  responses: { 200: json(CampaignSelectionsResponseSchema, "Selected campaign ids"), ...errors(...GUARD_ERRORS.member) },
});
const select = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Add a campaign to the own signature",
  middleware,
  request: jsonBody(SelectCampaignSchema),
  responses: { 201: json(CampaignSelectedSchema, "Selected"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const unselect = createRoute({
  method: "delete",
  path: "/{campaignId}",
  tags,
  summary: "Remove a campaign from the own signature",
  middleware,
  request: { params: idParams("Campaign", "campaignId") },
  responses: { 204: { description: "Removed" }, ...errors(...GUARD_ERRORS.member, 404) },
});

export const campaignSelectionRoutes = createRouter()
  .openapi(available, async (c) => {
    return c.json({ campaigns: await findAvailableCampaigns(c.var.deps.db, c.var.caller) }, 200);
  })
  .openapi(selected, async (c) => c.json({ campaignIds: await findSelectedCampaignIds(c.var.deps.db, c.var.caller) }, 200))
  .openapi(select, async (c) => {
    const { campaignId } = c.req.valid("json");
    await selectCampaign(c.var.deps.db, c.var.caller, { campaignId });
    return c.json({ campaignId, selected: true as const }, 201);
  })
  .openapi(unselect, async (c) => {
    await unselectCampaign(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.body(null, 204);
  });
