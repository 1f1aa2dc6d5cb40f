// The character count of the longest signature a template gives the account's members,
// each with the two campaigns that make theirs longest, against Gmail's 10,000. Fast
// enough for a debounced keystroke with thousands of members: one query for the members'
// values, one for the campaigns, the template compiled once, one render per member.
//
// The campaigns: the account's campaigns a member can have now or soon (live or
// scheduled; drafts, paused and ended ones are in no signature), ignoring department
// targeting, so the figure is an upper bound for every member. A campaign's block is
// appended on its own (campaign-block.ts: blocks are concatenated), and its length
// depends only on the campaign, the member's A/B variant and the tracking token, never
// on the member's values: so each member's longest is their render without campaigns
// plus their two longest campaign blocks, and the winner is rendered once more in full,
// with exactly the options a member's own signature uses (memberRenderOptions), to give
// the rendered length itself.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import type { CompiledTemplate } from "../../../shared/signature/compile-template";
import { renderCampaign } from "../../../shared/signature/campaign-block";
import { campaignStatus } from "../../../shared/campaigns/campaign-status";
import { loadAccountSignatureData } from "../signature/load-account-signature-data";
import { hasVariants } from "../../../shared/campaigns/campaign-variant";
import { memberRenderOptions, type RenderDeps } from "../signature/render-signature";
import { variantOf } from "../../../shared/campaigns/campaign-variant";
import type { SelectedCampaign } from "../signature/load-signature-data";
import { withBannerSizes } from "../campaigns/banner-sizes";

const CAMPAIGNS_SELECTED = 2;

export type LongestSignature = { length: number; userId: string | null; campaignIds: string[] };

async function candidateCampaigns(db: Database, accountId: string): Promise<SelectedCampaign[]> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.accountId, accountId));
  const now = new Date();
  return withBannerSizes(
    db,
    rows.filter((row) => ["live", "scheduled"].includes(campaignStatus(row, now))),
  );
}

/** The length of each campaign's block in this member's signature. */
function blockLengths(deps: RenderDeps, accountId: string, userId: string, selected: SelectedCampaign[], templateId: string) {
  const options = memberRenderOptions(deps, { accountId, userId }, selected, true, templateId);
  return (options.campaigns ?? []).map((campaign, i) => ({ campaign: selected[i], length: renderCampaign(campaign, options).length }));
}

export async function longestSignature(
  deps: RenderDeps,
  accountId: string,
  compiled: CompiledTemplate,
  templateId: string,
): Promise<LongestSignature> {
  const [members, available] = await Promise.all([
    loadAccountSignatureData(deps.db, accountId, deps.config.baseUrl),
    candidateCampaigns(deps.db, accountId),
  ]);
  let best: { estimate: number; userId: string; chosen: SelectedCampaign[] } | null = null;
  // Tokens have one length per user id length: blocks are measured once per campaign, variant and that length.
  const measured = new Map<string, { campaign: SelectedCampaign; length: number }[]>();
  for (const member of members) {
    const base = compiled.render(member.data, memberRenderOptions(deps, { accountId, userId: member.userId }, [], true, templateId)).length;
    const key = `${Buffer.byteLength(member.userId)}:${available.map((c) => (hasVariants(c) ? variantOf(c.id, member.userId) : "a")).join("")}`;
    let blocks = measured.get(key);
    if (!blocks) measured.set(key, (blocks = blockLengths(deps, accountId, member.userId, available, templateId)));
    const top = [...blocks].sort((a, b) => b.length - a.length).slice(0, CAMPAIGNS_SELECTED);
    const estimate = base + top.reduce((sum, b) => sum + b.length, 0);
    if (!best || estimate > best.estimate) best = { estimate, userId: member.userId, chosen: top.map((b) => b.campaign) };
  }
  if (!best) return { length: 0, userId: null, campaignIds: [] };
  const member = members.find((m) => m.userId === best.userId)!;
  const html = compiled.render(member.data, memberRenderOptions(deps, { accountId, userId: best.userId }, best.chosen, true, templateId));
  return { length: html.length, userId: best.userId, campaignIds: best.chosen.map((c) => c.id) };
}
