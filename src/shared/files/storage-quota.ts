// How much a company may store (logos, photos, banners, template images), and the words for
// it. The super admin changes the quota at /admin/settings; this is its first value.
export const STORAGE_QUOTA_MB = 200;
export const STORAGE_QUOTA_MIN_MB = 10;
export const STORAGE_QUOTA_MAX_MB = 100_000;
export const MB = 1024 * 1024;

/** "350 KB", "12.5 MB", "1.2 GB": one decimal below 100 of a unit. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}

/** Said when an upload would take a company past its quota. */
export function storageFullMessage(quotaMb: number, usedBytes: number, fileBytes: number): string {
  return (
    `Your company has used ${formatBytes(usedBytes)} of its ${quotaMb} MB of storage, and this file needs ${formatBytes(fileBytes)} more. ` +
    "Images that no template, campaign or signature uses any more are freed within a day; contact support for more space."
  );
}
