// /statistics: a range of days (inclusive), compared with the same number of days before it.
import { z } from "zod";

export const STATISTICS_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const StatisticsQuerySchema = z
  .object({
    from: z
      .string({ error: "from is required" })
      .max(10, "from must be a date (YYYY-MM-DD)")
      .refine(isDay, "from must be a date (YYYY-MM-DD)")
      .meta({ format: "date" }),
    to: z
      .string({ error: "to is required" })
      .max(10, "to must be a date (YYYY-MM-DD)")
      .refine(isDay, "to must be a date (YYYY-MM-DD)")
      .meta({ format: "date" }),
  })
  .superRefine((value, ctx) => {
    if (!isDay(value.from) || !isDay(value.to)) return;
    const days = daysBetween(value.from, value.to) + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "The end must not be before the start" });
    else if (days > STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: `Choose at most ${STATISTICS_MAX_DAYS} days` });
  });

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Events one visitor (a network: an IPv4 /24 or an IPv6 /48) adds per campaign and day; later
 * ones are discarded repeats, shown as such and counted in no other figure.
 */
export const COUNTED_PER_VISITOR_DAY = { click: 10, impression: 50 } as const;

const discardedRepeats = z
  .number()
  .int()
  .min(0)
  .describe("Clicks and impressions not counted: repeats past the cap of one network per campaign and day");
const Totals = z.object({ impressions: z.number(), clicks: z.number(), uniqueClicks: z.number(), discardedRepeats });
const Variant = z.object({
  variant: z.enum(["a", "b"]),
  impressions: z.number(),
  clicks: z.number(),
  uniqueClicks: z.number(),
  discardedRepeats,
});

/** How a signature gets into a mail client: copied by hand, pushed into Gmail. */
export const ADOPTION_SOURCES = ["copied", "gmail", "outlook"] as const;
export type AdoptionSource = (typeof ADOPTION_SOURCES)[number];

export const StatisticsResponseSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), previousFrom: z.string(), previousTo: z.string() }),
  /** The company's IANA zone: every day here is a calendar day in it. */
  timeZone: z.string(),
  members: z.number(),
  membersWithSignature: z.number(),
  /** Members whose signature is live in a mail client, by any of ADOPTION_SOURCES (counted once). */
  membersAdopted: z.number(),
  /** Of those, per source (a member may count under several). */
  adoptedBy: z.object({ copied: z.number(), gmail: z.number(), outlook: z.number() }),
  liveCampaigns: z.number(),
  current: Totals,
  previous: Totals,
  /** Emails the signing mail relay signed in the range and in the period before (the trace keeps 30 days). */
  signedMessages: z.object({ current: z.number(), previous: z.number() }),
  daily: z.array(z.object({ day: z.string(), impressions: z.number(), clicks: z.number() })),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["draft", "scheduled", "live", "paused", "ended"]),
      impressions: z.number(),
      clicks: z.number(),
      uniqueClicks: z.number(),
      discardedRepeats,
      variants: z.array(Variant),
      /** The variant with the better click-through when the difference is significant (z-test, 95%). */
      winner: z.enum(["a", "b"]).nullable(),
    }),
  ),
  departments: z.array(z.object({ id: z.string().nullable(), name: z.string(), impressions: z.number(), clicks: z.number() })),
  topMembers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), impressions: z.number(), clicks: z.number() })),
});
export type Statistics = z.infer<typeof StatisticsResponseSchema>;
