// A selected campaign as an email-safe table: banner (90 px high, at most the signature's
// width) linked to the landing page, the call to action as a link, the alt text (else the
// name) as the banner's alt text, the description as text. Text and link colours are the
// designs' dark-mode-safe mid-tones (design-css.ts). The banner gets a width attribute from
// its stored pixel size: Outlook shows an image without one at its natural size. Tracking hooks may rewrite the link and banner
// addresses; what they return is validated again like any other URL.

import { escapeHtml } from "./escape";
import type { CampaignData } from "./fields";
import { attrValue, preview, textValue, type Warn } from "./render-values";
import { checkImageUrl, checkLinkUrl } from "./url-rules";
import { LINK, MUTED } from "../templates/design/design-css";
import { SIGNATURE_WIDTH_PX } from "../limits";

export type CampaignHooks = {
  linkFor?: (campaign: CampaignData, url: string) => string;
  imageFor?: (campaign: CampaignData, url: string) => string;
  onWarning?: Warn;
};

export const CAMPAIGN_IMAGE_HEIGHT = 90;

const FONT = "font-family:Arial,Helvetica,sans-serif";
const TABLE_OPEN = '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin-top:12px"><tbody>';
const TABLE_CLOSE = "</tbody></table>";

/** The banner's img: 90 px high, or narrower than that when its width would pass the signature's. */
function bannerImg(image: string, alt: string, campaign: CampaignData): string {
  const { image_width: w, image_height: h } = campaign;
  if (!w || !h || w <= 0 || h <= 0) {
    return `<img src="${image}" alt="${alt}" height="${CAMPAIGN_IMAGE_HEIGHT}" style="height:${CAMPAIGN_IMAGE_HEIGHT}px;width:auto;max-width:100%;display:block;border:0">`;
  }
  const width = Math.max(1, Math.min(SIGNATURE_WIDTH_PX, Math.round((w * CAMPAIGN_IMAGE_HEIGHT) / h)));
  const height = Math.max(1, Math.round((width * h) / w));
  return `<img src="${image}" alt="${alt}" width="${width}" height="${height}" style="width:${width}px;max-width:100%;height:auto;display:block;border:0">`;
}

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
    const img = bannerImg(image, name, campaign);
    rows += `<tr><td style="padding:0">${link ? `<a href="${link}" target="_blank" style="text-decoration:none">${img}</a>` : img}</td></tr>`;
  }
  if (cta) {
    const text = link ? `<a href="${link}" target="_blank" style="color:${LINK};text-decoration:underline">${cta}</a>` : cta;
    rows += `<tr><td style="padding-top:6px;${FONT};font-size:13px;font-weight:bold">${text}</td></tr>`;
  }
  if (description) rows += `<tr><td style="padding-top:2px;${FONT};font-size:12px;color:${MUTED}">${description}</td></tr>`;
  return rows ? TABLE_OPEN + rows + TABLE_CLOSE : "";
}

export function renderCampaigns(campaigns: readonly CampaignData[] | undefined, hooks: CampaignHooks): string {
  if (!campaigns || campaigns.length === 0) return "";
  let html = "";
  for (const campaign of campaigns) html += renderCampaign(campaign, hooks);
  return html;
}
