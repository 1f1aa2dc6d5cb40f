// An admin's campaigns (/campaigns). Admin-level only: a member gets 403,
// another account's campaign is 404, and every change is audit-logged (one file per operation).
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { BANNER_MAX_BYTES, BANNER_MESSAGES, CampaignSchema } from "../../../shared/campaigns/campaign-schema";
import {
  BannerUploadResponseSchema,
  CampaignListResponseSchema,
  CampaignResponseSchema,
} from "../../../shared/campaigns/campaign-responses";
import { createCampaign } from "./create-campaign";
import { deleteCampaign } from "./delete-campaign";
import { duplicateCampaign } from "./duplicate-campaign";
import { findCampaigns } from "./find-campaigns";
import { getCampaign } from "./get-campaign";
import { setCampaignPaused } from "./set-campaign-paused";
import { updateCampaign } from "./update-campaign";
import { uploadBanner } from "./upload-banner";
import { CAMPAIGN_CONTENT_EXAMPLE } from "../../../shared/campaigns/campaign-example";

const middleware = requireAdmin;
const params = idParams("Campaign");
const one = json(CampaignResponseSchema, "The campaign");
const multiline = { "x-multiline": [] as string[] };

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The account's campaigns with status, members who selected each, and 30-day impressions and clicks",
  description:
    "The company's campaigns with their status (draft, scheduled, live, paused, ended), audience, how many members picked each, and their impressions and clicks over the last 30 days. Admins, or an API key of the company.",
  middleware,
  cache: "account",
  showsEventCounts: true,
  responses: { 200: json(CampaignListResponseSchema, "Campaigns, newest first"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One campaign",
  description:
    "One campaign with its start and end as instants (RFC 3339) and as the company's wall-clock time. Admins, or an API key of the company.",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
// Create and change take the same body: times with an offset or in the company's local time.
const CAMPAIGN_EXAMPLE = {
  ...CAMPAIGN_CONTENT_EXAMPLE,
  startsAt: "2026-12-01T09:00:00+01:00",
  endsAt: "2026-12-31T18:00",
  departmentIds: [],
  isRequired: false,
  publish: true,
};
const create = createRoute({
  method: "post",
  path: "/",
  summary: "Create a campaign (published, or a draft with publish: false)",
  description:
    "Creates a campaign: published (live, or scheduled when its start is later), or a draft with `publish: false`. `startsAt` and `endsAt` take an RFC 3339 time with an offset (2026-12-01T09:00:00+01:00) or the company's local time without one (2026-12-01T09:00). Banner and landing page may differ for variant B (an A/B test). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(CampaignSchema, CAMPAIGN_EXAMPLE),
  responses: { 201: json(CampaignResponseSchema, "The new campaign"), ...errors(...GUARD_ERRORS.member, 415) },
  ...multiline,
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Change a campaign",
  description:
    "Changes a campaign; times as for creating one. Signatures that show it follow at once. Audit-logged with what changed. Admins, or an API key of the company with read and write access.",
  middleware,
  request: {
    params,
    ...jsonBody(CampaignSchema, CAMPAIGN_EXAMPLE),
  },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
  ...multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a campaign with its selections and events",
  description:
    "Deletes a campaign with its selections and statistics. Links to it in mail already sent keep landing on its page while the company is active. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errors(...GUARD_ERRORS.member, 404) },
});
const pause = createRoute({
  method: "post",
  path: "/{id}/pause",
  summary: "Pause a campaign: it leaves every signature until resumed",
  description:
    "Pauses a campaign: it leaves every signature until it is resumed. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const resume = createRoute({
  method: "post",
  path: "/{id}/resume",
  summary: "Resume a paused campaign or publish a draft",
  description:
    "Resumes a paused campaign, or publishes a draft (live, or scheduled when its start is later). Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const duplicate = createRoute({
  method: "post",
  path: "/{id}/duplicate",
  summary: "Copy a campaign as a draft",
  description:
    "Copies a campaign as a new draft, with its audience and both variants. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 201: json(CampaignResponseSchema, "The copy"), ...errors(...GUARD_ERRORS.member, 404) },
});
const banner = createRoute({
  method: "post",
  path: "/banner",
  summary: "Upload a banner (PNG, JPEG or GIF, at most 1 MB; multipart field `file`)",
  description:
    "Stores a banner image for a campaign (multipart field `file`; PNG, JPEG or GIF up to 1 MB, checked by content) and answers its address, with a warning when it is heavy or wide for email. Admins, or an API key of the company with read and write access.",
  middleware,
  bodyLimit: uploadLimit(BANNER_MAX_BYTES, BANNER_MESSAGES),
  // A plain schema, not zod: the file is read and checked by the handler.
  request: uploadBody(BANNER_MAX_BYTES),
  responses: { 201: json(BannerUploadResponseSchema, "The stored banner"), ...errors(...GUARD_ERRORS.member, 413, 415) },
});

export const campaignRoutes = createRouter("campaigns")
  .openapi(list, async (c) => c.json({ campaigns: await findCampaigns(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(banner, async (c) => {
    const bytes = await readUpload(c, BANNER_MESSAGES);
    return c.json(await uploadBanner(c.get("deps"), c.get("caller"), bytes), 201);
  })
  .openapi(getOne, async (c) => c.json({ campaign: await getCampaign(c.get("deps").db, c.get("caller"), c.req.valid("param")) }, 200))
  .openapi(create, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ campaign: await createCampaign(db, c.get("caller"), c.req.valid("json"), config.baseUrl) }, 201);
  })
  .openapi(update, async (c) => {
    const deps = c.get("deps");
    return c.json(
      { campaign: await updateCampaign(deps, c.get("caller"), { ...c.req.valid("json"), ...c.req.valid("param") }, deps.config.baseUrl) },
      200,
    );
  })
  .openapi(remove, async (c) => {
    await deleteCampaign(c.get("deps"), c.get("caller"), c.req.valid("param"));
    return c.body(null, 204);
  })
  .openapi(pause, async (c) =>
    c.json({ campaign: await setCampaignPaused(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), paused: true }) }, 200),
  )
  .openapi(resume, async (c) =>
    c.json({ campaign: await setCampaignPaused(c.get("deps"), c.get("caller"), { ...c.req.valid("param"), paused: false }) }, 200),
  )
  .openapi(duplicate, async (c) =>
    c.json({ campaign: await duplicateCampaign(c.get("deps").db, c.get("caller"), c.req.valid("param")) }, 201),
  );
