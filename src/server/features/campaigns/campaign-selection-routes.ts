// A member's choice of campaigns for their own signature: list, switch on, switch off.
import { requireMemberSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import {
  AvailableCampaignsResponseSchema,
  CampaignSelectedSchema,
  CampaignSelectionsResponseSchema,
  SelectCampaignSchema,
} from "../../../shared/campaigns/campaign-responses";
import { findAvailableCampaigns } from "./find-available-campaigns";
import { findSelectedCampaignIds } from "./find-selected-campaigns";
import { selectCampaign, unselectCampaign } from "./select-campaign";

const middleware = requireMemberSession;

const available = createRoute({
  method: "get",
  path: "/campaigns",
  cache: "user",
  summary: "Campaigns the member may add to their signature",
  description:
    "The live campaigns the signed-in member may add to their own signature (those of their departments, or of everyone), with which ones are required. API keys can't call it.",
  middleware,
  responses: { 200: json(AvailableCampaignsResponseSchema, "Available campaigns"), ...errors(...GUARD_ERRORS.member) },
});
const selected = createRoute({
  method: "get",
  path: "/",
  summary: "Ids of the campaigns the member selected",
  description: "The ids of the campaigns the signed-in member picked for their signature. API keys can't call it.",
  middleware,
  responses: { 200: json(CampaignSelectionsResponseSchema, "Selected campaign ids"), ...errors(...GUARD_ERRORS.member) },
});
const select = createRoute({
  method: "post",
  path: "/",
  summary: "Add a campaign to the own signature",
  description:
    "Adds a campaign the member may pick to their own signature (and to it in Gmail, a few seconds later, while Google Workspace is connected); one they may not pick is 404, one already picked 409. API keys can't call it.",
  middleware,
  request: jsonBody(SelectCampaignSchema, { campaignId: "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" }),
  responses: { 201: json(CampaignSelectedSchema, "Selected"), ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});
const unselect = createRoute({
  method: "delete",
  path: "/{campaignId}",
  summary: "Remove a campaign from the own signature",
  description:
    "Takes a campaign out of the member's own signature (and out of it in Gmail, a few seconds later). A required campaign stays anyway. API keys can't call it.",
  middleware,
  request: { params: idParams("Campaign", "campaignId") },
  responses: { 204: { description: "Removed" }, ...errors(...GUARD_ERRORS.member, 404) },
});

export const campaignSelectionRoutes = createRouter("campaigns")
  .openapi(available, async (c) => {
    return c.json({ campaigns: await findAvailableCampaigns(c.get("deps").db, c.get("caller")) }, 200);
  })
  .openapi(selected, async (c) => c.json({ campaignIds: await findSelectedCampaignIds(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(select, async (c) => {
    const { campaignId } = c.req.valid("json");
    await selectCampaign(c.get("deps"), c.get("caller"), { campaignId });
    return c.json({ campaignId, selected: true as const }, 201);
  })
  .openapi(unselect, async (c) => {
    await unselectCampaign(c.get("deps"), c.get("caller"), c.req.valid("param"));
    return c.body(null, 204);
  });
