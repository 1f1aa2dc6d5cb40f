// An admin's campaigns (/campaigns). Admin-level only: a member gets 403,
// another account's campaign is 404, and every change is audit-logged (campaign-admin.ts).
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { BANNER_MAX_BYTES, BANNER_MESSAGES, CampaignSchema } from "../../../shared/campaigns/campaign-schema";
import {
  BannerUploadResponseSchema,
  CampaignListResponseSchema,
  CampaignResponseSchema,
} from "../../../shared/campaigns/campaign-responses";
import {
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  findCampaigns,
  getCampaign,
  setCampaignPaused,
  updateCampaign,
} from "./campaign-admin";
import { uploadBanner } from "./upload-banner";

const tags = ["Campaigns (admin)"];
const middleware = requireAdmin;
const params = idParams("Campaign");
const one = json(CampaignResponseSchema, "The campaign");
const multiline = { "x-multiline": [] as string[] };

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The account's campaigns with status, members who selected each, and 30-day impressions and clicks",
  middleware,
  cache: "account",
  responses: { 200: json(CampaignListResponseSchema, "Campaigns, newest first"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One campaign",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Create a campaign (published, or a draft with publish: false)",
  middleware,
  request: jsonBody(CampaignSchema),
  responses: { 201: json(CampaignResponseSchema, "The new campaign"), ...errors(...GUARD_ERRORS.member, 415) },
  ...multiline,
});
const update = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Change a campaign",
  middleware,
  request: { params, ...jsonBody(CampaignSchema) },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404, 415) },
  ...multiline,
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a campaign with its selections and events",
  middleware,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errors(...GUARD_ERRORS.member, 404) },
});
const pause = createRoute({
  method: "post",
  path: "/{id}/pause",
  tags,
  summary: "Pause a campaign: it leaves every signature until resumed",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const resume = createRoute({
  method: "post",
  path: "/{id}/resume",
  tags,
  summary: "Resume a paused campaign or publish a draft",
  middleware,
  request: { params },
  responses: { 200: one, ...errors(...GUARD_ERRORS.member, 404) },
});
const duplicate = createRoute({
  method: "post",
  path: "/{id}/duplicate",
  tags,
  summary: "Copy a campaign as a draft",
  middleware,
  request: { params },
  responses: { 201: json(CampaignResponseSchema, "The copy"), ...errors(...GUARD_ERRORS.member, 404) },
});
const banner = createRoute({
  method: "post",
  path: "/banner",
  tags,
  summary: "Upload a banner (PNG, JPEG or GIF, at most 1 MB; multipart field `file`)",
  middleware,
  bodyLimit: uploadLimit(BANNER_MAX_BYTES, BANNER_MESSAGES),
  // A plain schema, not zod: the file is read and checked by the handler.
  request: uploadBody,
  responses: { 201: json(BannerUploadResponseSchema, "The stored banner"), ...errors(...GUARD_ERRORS.member, 413, 415) },
});

export const campaignRoutes = createRouter()
  .openapi(list, async (c) => c.json({ campaigns: await findCampaigns(c.var.deps.db, c.var.caller) }, 200))
  .openapi(banner, async (c) => {
    const bytes = await readUpload(c, BANNER_MESSAGES);
    return c.json(await uploadBanner(c.var.deps, c.var.caller, bytes), 201);
  })
  .openapi(getOne, async (c) => c.json({ campaign: await getCampaign(c.var.deps.db, c.var.caller, c.req.valid("param")) }, 200))
  .openapi(create, async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ campaign: await createCampaign(db, c.var.caller, c.req.valid("json"), config.baseUrl) }, 201);
  })
  .openapi(update, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(
      { campaign: await updateCampaign(db, c.var.caller, { ...c.req.valid("json"), ...c.req.valid("param") }, config.baseUrl) },
      200,
    );
  })
  .openapi(remove, async (c) => {
    await deleteCampaign(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.body(null, 204);
  })
  .openapi(pause, async (c) =>
    c.json({ campaign: await setCampaignPaused(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), paused: true }) }, 200),
  )
  .openapi(resume, async (c) =>
    c.json({ campaign: await setCampaignPaused(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), paused: false }) }, 200),
  )
  .openapi(duplicate, async (c) => c.json({ campaign: await duplicateCampaign(c.var.deps.db, c.var.caller, c.req.valid("param")) }, 201));
