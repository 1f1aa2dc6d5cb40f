// The one date format of the app: the user's locale, day, short month and year ("22 Nov 2026"
// in en-GB), with the time added where the time matters. Every date of a company's data (its
// campaigns, deployments, templates, members, activity) is shown in the company's time zone,
// the zone its campaign schedules are typed in and its statistics days are counted in: use
// `useCompanyDates()` (or pass the zone, as the super admin's view of an account does). Without
// a zone a date is shown in the browser's own (a person's own sessions, the platform's lists).
import { useMemo } from "react";
import { useSession } from "./session";

type DateValue = string | number | Date;

const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${options.day ? "d" : ""}${options.hour ? "t" : ""} ${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    } catch {
      // An unknown zone (never stored, but never fatal to a page): the browser's own.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(key, format);
  }
  return format;
}

export function formatDate(value: DateValue, timeZone?: string): string {
  return formatOf(DATE, timeZone).format(new Date(value));
}

export function formatDateTime(value: DateValue, timeZone?: string): string {
  return formatOf(DATE_TIME, timeZone).format(new Date(value));
}

/** When something began, as "since" reads it: the time alone on the same day ("10:32"), else the date and time. */
export function formatSince(value: DateValue, timeZone?: string, now: number = Date.now()): string {
  if (formatDate(value, timeZone) === formatDate(now, timeZone)) return formatOf(TIME, timeZone).format(new Date(value));
  return formatDateTime(value, timeZone);
}

/** A calendar day ("2026-11-25", already the company's day) in the same format, whatever the zone. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, "UTC");
}

export type CompanyDates = { timeZone: string; date: (value: DateValue) => string; dateTime: (value: DateValue) => string };

/** The formatters for a company's data: in `timeZone`, else the signed-in member's company's zone. */
export function useCompanyDates(timeZone?: string | null): CompanyDates {
  const own = useSession().me?.account?.timeZone;
  const zone = timeZone ?? own ?? "UTC";
  return useMemo(
    () => ({ timeZone: zone, date: (value) => formatDate(value, zone), dateTime: (value) => formatDateTime(value, zone) }),
    [zone],
  );
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];
let relativeFormat: Intl.RelativeTimeFormat | null = null;

/** How long ago (or from now) in the user's words: "3 minutes ago", "yesterday". Show the exact time beside it (a title). */
export function formatRelative(value: DateValue, now: number = Date.now()): string {
  relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  let amount = (new Date(value).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeFormat.format(Math.round(amount), "year");
}
