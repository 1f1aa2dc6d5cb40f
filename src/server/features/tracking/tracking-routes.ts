// Public tracking addresses in rendered signatures:
//   /r/{token}  records a click, then 302 to the campaign's landing page;
//   /i/{token}  records an impression (an image load) and serves the banner.
// A forged, truncated or unknown token is 404 and redirects nowhere: the redirect target is
// always the campaign's own stored address, never anything from the request. Bots, link
// scanners, HEAD requests, prefetches and the app's own preview are answered but not counted.
// Nothing here can answer 500: a failed count is logged and the visitor still gets through.
// Events are counted in batches written every few milliseconds (decision 051), never awaited.
// A deleted campaign's link still lands on its page (kept in deleted_campaigns) and counts
// nothing; its banner is 404: the admin withdrew the campaign, so mail already sent stops
// showing it (only the landing page is kept, no image), and mail clients show nothing there.
// An account that is not active (suspended, waiting for activation) redirects nowhere: /r
// answers a page that names the target (inactive-sender-page.ts), /i a transparent pixel;
// neither counts. A deleted account's links are unknown tokens (404).
import { Hono, type Context } from "hono";
import { isbot } from "isbot";
import type { AppEnv } from "../../context";
import { clientIp, networkOf } from "../../auth/client-ip";
import { readTrackingToken, visitorHash, type TrackingClaims } from "./tracking-token";
import { cachedRead } from "../../lib/read-cache";
import { isLive, trackedCampaignOf, type TrackedCampaign } from "./record-campaign-event";
import { dayIn } from "../../../shared/campaigns/zoned-time";
import { inactiveSenderPage } from "./inactive-sender-page";

const NOT_FOUND = "Not found.";

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const PREFETCH = /prefetch|prerender|preview/i;

/** Whether this request is a person's (and not a bot, scanner, prefetch or the app's own preview). */
export function isCountable(c: Context): boolean {
  if (c.req.method !== "GET") return false;
  const ua = c.req.header("user-agent") ?? "";
  if (!ua || isbot(ua)) return false;
  for (const name of ["purpose", "sec-purpose", "x-purpose", "x-moz"]) if (PREFETCH.test(c.req.header(name) ?? "")) return false;
  // The signature preview inside the app loads the banner from our own pages.
  if (c.req.header("sec-fetch-site") === "same-origin") return false;
  return true;
}

// What a link needs of its campaign, read again at most every few seconds (the read cache,
// decision 024: emptied by every write of this process, so a change made here shows at once).
const campaignOf = (c: Context<AppEnv>, claims: TrackingClaims) =>
  cachedRead(c.get("deps").db, `tracked-campaign:${claims.campaignId}`, () => trackedCampaignOf(c.get("deps").db, claims.campaignId));

/** Counts the event with this process's next batch (decision 051): the answer never waits for it. */
function count(c: Context<AppEnv>, claims: TrackingClaims, campaign: TrackedCampaign, kind: "click" | "impression") {
  const now = new Date();
  // Live when it comes and still when it is written (the statement checks again).
  if (campaign.deleted || !campaign.accountActive || !isLive(campaign, now) || !isCountable(c)) return;
  const deps = c.get("deps");
  try {
    // The company's day: statistics are in its time zone; the visitor salt changes with it.
    const day = dayIn(now, campaign.timeZone);
    // The visitor is the client's network, not its user agent: one sender can't cheaply be many.
    const network = networkOf(clientIp(c, deps.config.trustedProxies));
    const visitor = visitorHash(deps.tracking, day, claims.campaignId, network);
    // Named field by field: the same object spread from the claims left about 650 bytes a
    // request in the old generation (decision 075).
    deps.campaignEvents.add({ kind, campaignId: claims.campaignId, userId: claims.userId, variant: claims.variant, day, visitor });
  } catch (error) {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error), kind }, "campaign event not recorded");
  }
}

function notFound(c: Context) {
  return c.text(NOT_FOUND, 404, { "cache-control": "no-store" });
}

// A 1x1 transparent GIF: the banner of an account that is not active.
const BLANK_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif" };

export const trackingRoutes = new Hono<AppEnv>()
  .get("/r/:token", async (c) => {
    const claims = readTrackingToken(c.get("deps").tracking, c.req.param("token"));
    if (!claims) return notFound(c);
    const campaign = await campaignOf(c, claims).catch(() => null);
    // The variant's own landing page, A's when B has none: always a stored address.
    const target = (claims.variant === "b" && campaign?.landingPageUrlB) || (campaign?.landingPageUrl ?? null);
    if (!campaign || !isHttpUrl(target)) return notFound(c);
    // The token must not travel to the landing page in a Referer.
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    if (!campaign.accountActive) {
      c.header("x-robots-tag", "noindex, nofollow");
      return c.html(inactiveSenderPage(target), 200);
    }
    count(c, claims, campaign, "click");
    return c.redirect(target, 302);
  })
  .get("/i/:token", async (c) => {
    const deps = c.get("deps");
    const claims = readTrackingToken(deps.tracking, c.req.param("token"));
    if (!claims) return notFound(c);
    const campaign = await campaignOf(c, claims).catch(() => null);
    if (!campaign) return notFound(c);
    // Not the account's image and not its address: a blank, so nothing of it shows or is fetched.
    if (!campaign.accountActive && !campaign.deleted)
      return c.body(BLANK_GIF, 200, { "content-type": "image/gif", "cache-control": "no-store", "x-content-type-options": "nosniff" });
    const image = (claims.variant === "b" && campaign.imageUrlB) || campaign.imageUrl;
    if (!image) return notFound(c);
    if (image.startsWith("/files/")) {
      const data = await deps.storage.read(image).catch(() => null);
      if (!data) return notFound(c);
      count(c, claims, campaign, "impression");
      return c.body(data as Uint8Array<ArrayBuffer>, 200, {
        "content-type": CONTENT_TYPES[image.split(".").pop() ?? ""] ?? "application/octet-stream",
        // Every load asks again, so each one can be counted (clients that cache count once).
        "cache-control": "no-cache, max-age=0",
        "x-content-type-options": "nosniff",
      });
    }
    // A banner given as an https address (never fetched by the server) or a bundled image.
    const target = image.startsWith("/static/") ? `${deps.config.baseUrl}${image}` : image;
    if (!isHttpUrl(target)) return notFound(c);
    count(c, claims, campaign, "impression");
    c.header("cache-control", "no-cache, max-age=0");
    return c.redirect(target, 302);
  });
