// The campaign editor's preview: the admin's own signature in the default template with an
// unsaved campaign. It renders a signature, so it lives with the signature feature (which
// reads campaigns) and is mounted beside the campaign routes.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { CampaignPreviewSchema } from "../../../shared/campaigns/campaign-schema";
import { CampaignPreviewResponseSchema } from "../../../shared/campaigns/campaign-responses";
import { previewCampaign } from "./preview-campaign";

const tags = ["Campaigns (admin)"];
const middleware = requireAdmin;

const preview = createRoute({
  method: "post",
  path: "/preview",
  tags,
  summary: "The admin's signature in the default template with this (unsaved) campaign",
  middleware,
  request: jsonBody(CampaignPreviewSchema),
  responses: { 200: json(CampaignPreviewResponseSchema, "Rendered HTML"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});

export const campaignPreviewRoutes = createRouter().openapi(preview, async (c) => {
  const rendered = await previewCampaign(c.var.deps, c.var.caller, c.req.valid("json"));
  return c.json(rendered, 200);
});
