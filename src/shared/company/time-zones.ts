// The company's time zone (accounts.time_zone): one IANA name from the list the JavaScript
// engine knows (Intl.supportedValuesOf("timeZone"), plus "UTC", which that list leaves out).
// The browser's select and the server's check use the same list; a name the engine calls
// by another spelling ("Asia/Kolkata" where the list says "Asia/Calcutta", "Etc/UTC") is
// stored under the list's spelling.
import { z } from "zod";

export const TIME_ZONE_MESSAGE = "Please choose a time zone from the list";

let zones: string[] | null = null;
let known: Set<string> | null = null;

/** Every zone the select offers, "UTC" first. */
export function timeZoneNames(): string[] {
  if (!zones) {
    let list: string[] = [];
    try {
      list = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf("timeZone");
    } catch {
      // An engine without the list: only UTC can be chosen.
    }
    zones = ["UTC", ...list.filter((zone) => zone !== "UTC")];
    known = new Set(zones);
  }
  return zones;
}

/** The list's spelling of a zone name, or null when it is not a zone of the list. */
export function canonicalTimeZone(value: string): string | null {
  timeZoneNames();
  if (known!.has(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    if (resolved === "Etc/UTC" || resolved === "Etc/GMT" || resolved === "GMT") return "UTC";
    return known!.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** A zone chosen in the select: one of the list, or a clear 400 naming the field. */
export const TimeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .refine((value) => canonicalTimeZone(value) !== null, TIME_ZONE_MESSAGE)
  .transform((value) => canonicalTimeZone(value) ?? "UTC");

/** The browser's own zone sent at sign-up or onboarding: unknown becomes UTC (refused only past 200 characters, which no browser sends). */
export const BrowserTimeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(200, TIME_ZONE_MESSAGE)
  .optional()
  .transform((value) => (value && value.length <= 64 && canonicalTimeZone(value)) || "UTC");

/** The zone of this browser, or UTC. */
export function browserTimeZone(): string {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? "UTC";
  } catch {
    return "UTC";
  }
}

export const CompanyTimeZoneSchema = z.object({ timeZone: TimeZoneField });
export type CompanyTimeZone = z.infer<typeof CompanyTimeZoneSchema>;

/** "UTC+01:00" (or "UTC") for the zone at that instant: shown beside each zone's name. */
export function utcOffsetOf(zone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    return !name || name === "GMT" ? "UTC" : name.replace("GMT", "UTC");
  } catch {
    return "UTC";
  }
}

/** "Asia/Tokyo (UTC+09:00)", or just "UTC". */
export function zoneWithOffset(zone: string, at = new Date()): string {
  return zone === "UTC" ? "UTC" : `${zone} (${utcOffsetOf(zone, at)})`;
}
