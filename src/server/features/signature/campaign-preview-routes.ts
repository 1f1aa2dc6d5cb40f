// The campaign editor's preview: the admin's own signature in the default template with an
// unsaved campaign. It renders a signature, so it lives with the signature feature (which
// reads campaigns) and is mounted beside the campaign routes.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { CampaignPreviewSchema } from "../../../shared/campaigns/campaign-schema";
import { CampaignPreviewResponseSchema } from "../../../shared/campaigns/campaign-responses";
import { previewCampaign } from "./preview-campaign";
import { CAMPAIGN_CONTENT_EXAMPLE } from "../../../shared/campaigns/campaign-example";

const middleware = requireAdmin;

const preview = createRoute({
  method: "post",
  path: "/preview",
  summary: "The admin's signature in the default template with this (unsaved) campaign",
  description:
    "Renders the caller's signature in the company's default template with a campaign as typed in the editor, not yet saved (variant A or B), so the editor shows it live. Nothing is stored and nothing is tracked. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(CampaignPreviewSchema, { ...CAMPAIGN_CONTENT_EXAMPLE, variant: "a" }),
  responses: { 200: json(CampaignPreviewResponseSchema, "Rendered HTML"), ...errors(...GUARD_ERRORS.member, 404, 415) },
});

export const campaignPreviewRoutes = createRouter("campaigns").openapi(preview, async (c) => {
  const rendered = await previewCampaign(c.get("deps"), c.get("caller"), c.req.valid("json"));
  return c.json(rendered, 200);
});
