// Wall-clock times in an IANA time zone <-> instants, with Intl only (no library): the
// campaign form's start and end are typed in the company's zone ("2026-12-01T09:00"); the API
// also takes an RFC 3339 time with its offset ("2026-12-01T09:00:00+01:00"), zone or not.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone (there are a few hundred zones): building one costs far more than
// using it, and the tracking routes ask for the company's day on every counted request.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsIn(instant: number, zone: string) {
  const parts = formatterOf(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute") };
}

/** The zone's offset from UTC at that instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const p = partsIn(instant, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
}

export function isLocalDateTime(value: string): boolean {
  const m = LOCAL.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

// RFC 3339's date-time: seconds (and a fraction) and the offset ("Z" or "+01:00") are required.
const OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/i;

/** "2026-12-01T09:00:00+01:00" or "2026-12-01T08:00:00Z": a real calendar time with its offset. */
export function isOffsetDateTime(value: string): boolean {
  const m = OFFSET.exec(value);
  if (!m || !isLocalDateTime(value.slice(0, 16))) return false;
  const seconds = Number(m[6]);
  const offsetHours = Number(m[9] ?? 0);
  const offsetMinutes = Number(m[10] ?? 0);
  return seconds < 60 && offsetHours < 24 && offsetMinutes < 60;
}

/** A campaign time as the API takes it: the company's wall-clock time, or RFC 3339 with an offset. */
export const isCampaignTime = (value: string) => isLocalDateTime(value) || isOffsetDateTime(value);

/** Either form of a campaign time -> the instant (a wall-clock time is read in `zone`). Null when malformed. */
export function timeToInstant(value: string, zone: string): Date | null {
  if (isOffsetDateTime(value)) return new Date(value);
  return zonedToInstant(value, zone);
}

/** "2026-12-01T09:00" in "Europe/Berlin" -> the instant. Null when malformed. */
export function zonedToInstant(local: string, zone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m || !isLocalDateTime(local)) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle daylight-saving changes between the guess and the answer.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant);
}

/** The instant as "YYYY-MM-DDTHH:mm" on the zone's wall clock. */
export function instantToZoned(instant: Date, zone: string): string {
  const p = partsIn(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The calendar day ("YYYY-MM-DD") on the zone's wall clock at that instant. */
export function dayIn(instant: Date, zone: string): string {
  return instantToZoned(instant, zone).slice(0, 10);
}
