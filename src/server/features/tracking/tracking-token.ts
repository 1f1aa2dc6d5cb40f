// Tracking tokens for /r/{token} and /i/{token}: campaign, variant and member,
// signed with an HMAC of a key derived from the server secret. No email or name inside:
// the member is their opaque user id. A token is base64url(payload || 12-byte tag).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { TrackingKeys } from "../../context";
import type { CampaignVariant } from "../../../shared/campaigns/campaign-variant";
import { isUuid } from "../../../shared/ids";

const TAG_BYTES = 12;
const MAX_USER_ID_BYTES = 64;
const MAX_TOKEN_CHARS = 160;
const TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;

export function trackingKeys(secret: string): TrackingKeys {
  const derive = (label: string) => createHmac("sha256", secret).update(label).digest();
  return { token: derive("signet:campaign-tracking-token:v1"), visitor: derive("signet:campaign-visitor:v1") };
}

export type TrackingClaims = { campaignId: string; userId: string; variant: CampaignVariant };

const tagOf = (key: Buffer, payload: Buffer) => createHmac("sha256", key).update(payload).digest().subarray(0, TAG_BYTES);

export function signTrackingToken(keys: TrackingKeys, claims: TrackingClaims): string {
  const campaign = Buffer.from(claims.campaignId.replace(/-/g, ""), "hex");
  const user = Buffer.from(claims.userId, "utf8");
  if (campaign.length !== 16 || user.length === 0 || user.length > MAX_USER_ID_BYTES) throw new Error("bad tracking claims");
  const payload = Buffer.concat([campaign, Buffer.from([claims.variant === "b" ? 1 : 0]), user]);
  return Buffer.concat([payload, tagOf(keys.token, payload)]).toString("base64url");
}

/** The claims of a well-formed token with a valid tag, else null (forged, truncated, tampered). */
export function readTrackingToken(keys: TrackingKeys, token: string): TrackingClaims | null {
  if (token.length > MAX_TOKEN_CHARS || !TOKEN_CHARS.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Canonical encoding only: one token per payload.
  if (bytes.toString("base64url") !== token || bytes.length < 16 + 1 + 1 + TAG_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  if (!timingSafeEqual(tag, tagOf(keys.token, payload))) return null;
  const hex = payload.subarray(0, 16).toString("hex");
  const campaignId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const variantByte = payload[16];
  const userId = payload.subarray(17).toString("utf8");
  if (!isUuid(campaignId) || variantByte > 1 || !userId) return null;
  return { campaignId, userId, variant: variantByte === 1 ? "b" : "a" };
}

/**
 * Who a visitor is for counting: the client's network (its /24 or /48, `networkOf`), the day
 * and the campaign, under a key derived from the server secret. A sender can't become a new
 * visitor by changing the user agent, the hash can't be matched across campaigns or days, and
 * the IP is never kept.
 */
export function visitorHash(keys: TrackingKeys, day: string, campaignId: string, network: string): string {
  return createHmac("sha256", keys.visitor).update(`${day}\n${campaignId}\n${network}`).digest("base64url").slice(0, 22);
}
