// The campaign form (/campaigns). The form validates with CampaignSchema and the server
// parses with it, so both refuse the same input with the same message. Start and end are
// wall-clock times in the company's time zone (accounts.time_zone), turned into instants by
// the server.
import { z } from "zod";
import { isUuid, UUID_LENGTH } from "../ids";
import { withHttpsScheme } from "../text/web-address";
import { isCampaignTime, isLocalDateTime } from "./zoned-time";
import { SIGNATURE_WIDTH_PX } from "../limits";

export const CAMPAIGN_LIMITS = {
  name: 80,
  description: 200,
  altText: 120,
  ctaText: 40,
  url: 2000,
  departments: 100,
} as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: "Please enter a campaign name",
  nameTooLong: `Name must be at most ${CAMPAIGN_LIMITS.name} characters`,
  descriptionTooLong: `Description must be at most ${CAMPAIGN_LIMITS.description} characters`,
  altTooLong: `Alt text must be at most ${CAMPAIGN_LIMITS.altText} characters`,
  ctaTooLong: `Call to action must be at most ${CAMPAIGN_LIMITS.ctaText} characters`,
  bannerInvalid: "Banner must be an uploaded image or an https:// address",
  bannerNotOwned: "This banner is not one of your company's images: upload it again, or use an https:// address outside Signet",
  landingInvalid: "Landing page must be an http:// or https:// address",
  dateInvalid: "Please enter a date and time",
  endBeforeStart: "End must be after the start",
  departmentInvalid: "Please choose departments from the list",
  variantNeedsBanner: "A second variant needs its own banner or call to action",
} as const;

const M = CAMPAIGN_MESSAGES;
const NO_ANGLES = /^[^<>\p{Cc}]*$/u;
// An uploaded banner is stored under /files/banners/, a bundled one (demo data) under
// /static/; anything else must be https.
const UPLOADED_BANNER = /^(\/files\/banners\/[a-f0-9-]+|\/static\/[a-z0-9/-]+)\.(png|jpg|gif)$/;

function isHttpUrl(value: string, schemes: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function isBannerAddress(value: string): boolean {
  return UPLOADED_BANNER.test(value) || (isHttpUrl(value, ["https:"]) && value.length <= CAMPAIGN_LIMITS.url);
}

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .regex(NO_ANGLES, "Please leave out < and > and line breaks")
    .nullish()
    .transform((v) => v || null);

const banner = z
  .string()
  .trim()
  .max(CAMPAIGN_LIMITS.url, M.bannerInvalid)
  .refine((v) => v === "" || isBannerAddress(v), M.bannerInvalid)
  .nullish()
  .transform((v) => v || null);

// "example.com/launch" gets https://, as Website and LinkedIn do (A's page and B's alike).
const landingPage = z
  .string()
  .trim()
  .max(CAMPAIGN_LIMITS.url, M.landingInvalid)
  .refine((v) => v === "" || isHttpUrl(withHttpsScheme(v), ["http:", "https:"]), M.landingInvalid)
  .nullish()
  .transform((v) => (v ? withHttpsScheme(v) : null));

// The company's wall-clock time ("2026-12-01T09:00", as the form sends it) or an RFC 3339
// time with its offset ("2026-12-01T09:00:00+01:00", as an API client may).
const campaignTime = z
  .string()
  .trim()
  .max(40, M.dateInvalid)
  .refine((v) => v === "" || isCampaignTime(v), M.dateInvalid)
  .nullish()
  .transform((v) => v || null);

export const CampaignSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CAMPAIGN_LIMITS.name, M.nameTooLong),
    description: text(CAMPAIGN_LIMITS.description, M.descriptionTooLong),
    imageUrl: banner,
    altText: text(CAMPAIGN_LIMITS.altText, M.altTooLong),
    landingPageUrl: landingPage,
    ctaText: text(CAMPAIGN_LIMITS.ctaText, M.ctaTooLong),
    imageUrlB: banner,
    ctaTextB: text(CAMPAIGN_LIMITS.ctaText, M.ctaTooLong),
    altTextB: text(CAMPAIGN_LIMITS.altText, M.altTooLong),
    landingPageUrlB: landingPage,
    startsAt: campaignTime,
    endsAt: campaignTime,
    departmentIds: z
      .array(
        z
          .string()
          .max(UUID_LENGTH, M.departmentInvalid)
          .refine((v) => isUuid(v), M.departmentInvalid),
        { error: M.departmentInvalid },
      )
      .max(CAMPAIGN_LIMITS.departments, M.departmentInvalid)
      .default([]),
    isRequired: z.boolean({ error: "isRequired must be true or false" }).default(false),
    // Create only: publish now (Live or Scheduled) or keep a draft. Ignored by updates.
    publish: z.boolean({ error: "publish must be true or false" }).default(true),
  })
  .superRefine((value, ctx) => {
    // Two wall-clock times in the company's zone order like their text. The server checks the
    // instants again (a daylight-saving hour can reorder them, and RFC 3339 times are compared there).
    if (
      value.startsAt &&
      value.endsAt &&
      isLocalDateTime(value.startsAt) &&
      isLocalDateTime(value.endsAt) &&
      value.endsAt <= value.startsAt
    )
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: M.endBeforeStart });
  });

export type CampaignInput = z.input<typeof CampaignSchema>;
export type CampaignValues = z.output<typeof CampaignSchema>;

// Banner upload rules: PNG, JPEG or GIF checked by content, at most 1 MB in;
// a warning above 150 KB stored and above 600 px wide at 1x.
export const BANNER_MAX_BYTES = 1024 * 1024;
export const BANNER_WARN_BYTES = 150 * 1024;
export const BANNER_WARN_WIDTH = SIGNATURE_WIDTH_PX;
export const BANNER_MIME_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export const BANNER_MESSAGES = {
  tooLarge: "Banner must be at most 1 MB",
  badType: "Banner must be a PNG, JPEG or GIF image",
  unreadable: "This image could not be read. Please choose another file.",
  missing: "Please choose a banner image to upload",
} as const;

// The live preview renders what is typed so far: nothing is refused but lengths (the
// renderer drops addresses it doesn't accept), and a variant to show.
const draftText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);
export const CampaignPreviewSchema = z.object({
  name: z.string().max(CAMPAIGN_LIMITS.name).default(""),
  description: draftText(CAMPAIGN_LIMITS.description),
  imageUrl: draftText(CAMPAIGN_LIMITS.url),
  altText: draftText(CAMPAIGN_LIMITS.altText),
  landingPageUrl: draftText(CAMPAIGN_LIMITS.url),
  ctaText: draftText(CAMPAIGN_LIMITS.ctaText),
  imageUrlB: draftText(CAMPAIGN_LIMITS.url),
  ctaTextB: draftText(CAMPAIGN_LIMITS.ctaText),
  altTextB: draftText(CAMPAIGN_LIMITS.altText),
  landingPageUrlB: draftText(CAMPAIGN_LIMITS.url),
  variant: z.enum(["a", "b"], { error: "variant must be a or b" }).default("a"),
});
export type CampaignPreviewInput = z.input<typeof CampaignPreviewSchema>;
