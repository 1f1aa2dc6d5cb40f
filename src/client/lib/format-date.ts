// The one date format of the app (issue 15 item 7): the user's locale, day, short month and
// year ("22 Nov 2026" in en-GB), with the time added where the time matters.
const dateFormat = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatDate(value: string | number | Date): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value));
}
