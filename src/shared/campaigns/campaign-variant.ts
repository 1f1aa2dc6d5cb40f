// A/B variants: each member gets one variant of a campaign by a stable hash of member and
// campaign (FNV-1a, 32 bits): the same on every render and every server, about half each.
export type CampaignVariant = "a" | "b";

/** A campaign has two variants when it has a second banner or call to action. */
export function hasVariants(campaign: { imageUrlB: string | null; ctaTextB: string | null }): boolean {
  return Boolean(campaign.imageUrlB || campaign.ctaTextB);
}

export function variantOf(campaignId: string, userId: string): CampaignVariant {
  let hash = 0x811c9dc5;
  const text = `${campaignId}:${userId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // The top bit mixes best in FNV-1a.
  return hash >>> 31 === 0 ? "a" : "b";
}

export type ZTest = { z: number; significant: boolean; winner: CampaignVariant | null };

/** Two-proportion z-test on click-through (clicks / impressions), two-sided at 95%. */
export function twoProportionZTest(a: { clicks: number; impressions: number }, b: { clicks: number; impressions: number }): ZTest {
  const n1 = a.impressions;
  const n2 = b.impressions;
  if (n1 <= 0 || n2 <= 0) return { z: 0, significant: false, winner: null };
  const p1 = Math.min(a.clicks, n1) / n1;
  const p2 = Math.min(b.clicks, n2) / n2;
  const pooled = (Math.min(a.clicks, n1) + Math.min(b.clicks, n2)) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, significant: false, winner: null };
  const z = (p1 - p2) / se;
  const significant = Math.abs(z) >= 1.959964;
  return { z, significant, winner: significant ? (z > 0 ? "a" : "b") : null };
}
