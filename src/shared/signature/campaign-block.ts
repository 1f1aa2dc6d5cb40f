// A selected campaign as an email-safe table: banner (90 px high) linked to
// the landing page, the call to action as a link, the alt text (else the name) as the
// banner's alt text, the description as text. Tracking hooks may rewrite the link and banner
// addresses; what they return is validated again like any other URL.

import { escapeHtml } from "./escape";
import type { CampaignData } from "./fields";
import { attrValue, preview, textValue, type Warn } from "./render-values";
import { checkImageUrl, checkLinkUrl } from "./url-rules";

export type CampaignHooks = {
  linkFor?: (campaign: CampaignData, url: string) => string;
  imageFor?: (campaign: CampaignData, url: string) => string;
  onWarning?: Warn;
};

export const CAMPAIGN_IMAGE_HEIGHT = 90;

const FONT = "font-family:Arial,Helvetica,sans-serif";
const TABLE_OPEN = '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin-top:12px"><tbody>';
const TABLE_CLOSE = "</tbody></table>";

function checked(
  campaign: CampaignData,
  field: "landing_page_url" | "image_url",
  hook: ((campaign: CampaignData, url: string) => string) | undefined,
  warn: Warn,
): string {
  const raw = campaign[field];
  if (typeof raw !== "string" || raw.trim() === "") return "";
  const check = field === "image_url" ? checkImageUrl : checkLinkUrl;
  const first = check(raw);
  const verdict = first.url && hook ? check(hook(campaign, first.url)) : first;
  if (!verdict.url) {
    warn?.("Invalid campaign URL removed from signature", {
      campaignId: campaign.id,
      field,
      reason: verdict.reason ?? "invalid",
      value: preview(raw),
    });
  }
  return verdict.url;
}

export function renderCampaign(campaign: CampaignData, hooks: CampaignHooks): string {
  const warn = hooks.onWarning;
  const link = escapeHtml(checked(campaign, "landing_page_url", hooks.linkFor, warn));
  const image = escapeHtml(checked(campaign, "image_url", hooks.imageFor, warn));
  const name = attrValue(campaign.alt_text) || attrValue(campaign.name);
  const description = textValue(campaign.description);
  // Without a banner the name stands in as the link text, so the campaign still shows.
  const cta = textValue(campaign.cta_text) || (image ? "" : textValue(campaign.name));

  let rows = "";
  if (image) {
    const img = `<img src="${image}" alt="${name}" height="${CAMPAIGN_IMAGE_HEIGHT}" style="height:${CAMPAIGN_IMAGE_HEIGHT}px;width:auto;max-width:100%;display:block;border:0">`;
    rows += `<tr><td style="padding:0">${link ? `<a href="${link}" target="_blank" style="text-decoration:none">${img}</a>` : img}</td></tr>`;
  }
  if (cta) {
    const text = link ? `<a href="${link}" target="_blank" style="color:#1a56db;text-decoration:underline">${cta}</a>` : cta;
    rows += `<tr><td style="padding-top:6px;${FONT};font-size:13px;font-weight:bold">${text}</td></tr>`;
  }
  if (description) rows += `<tr><td style="padding-top:2px;${FONT};font-size:12px;color:#555555">${description}</td></tr>`;
  return rows ? TABLE_OPEN + rows + TABLE_CLOSE : "";
}

export function renderCampaigns(campaigns: readonly CampaignData[] | undefined, hooks: CampaignHooks): string {
  if (!campaigns || campaigns.length === 0) return "";
  let html = "";
  for (const campaign of campaigns) html += renderCampaign(campaign, hooks);
  return html;
}
