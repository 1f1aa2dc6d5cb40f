// Platform settings that a super admin changes at /admin/settings. Stored in
// platform_settings (one row per key); a key without a row falls back to its first value:
// the environment (SUPPORT_EMAIL, REQUIRE_ACCOUNT_ACTIVATION) or the built-in default.
// Read on every sign-up, /api/me, /api/config and invitation, so the stored rows are kept
// per process for PLATFORM_SETTINGS_CACHE_SECONDS (decision 022): a change applies at once
// in the process that made it (updatePlatformSettings forgets the rows) and within that
// time on every other server process, without a restart.
import { inArray, sql } from "drizzle-orm";
import type { AppConfig } from "../../context";
import type { Database } from "../../db/client";
import { platformSettings } from "../../db/schema";
import { PlatformSettingsSchema, type PlatformSettings } from "../../../shared/admin/admin-schema";
import { INVITATION_LIFETIME_DAYS } from "../../../shared/members/invitation-schema";
import { STORAGE_QUOTA_MB } from "../../../shared/files/storage-quota";

type Key = keyof PlatformSettings;
type Row = { key: string; value: unknown };
const KEYS = Object.keys(PlatformSettingsSchema.shape) as Key[];

export const PLATFORM_SETTINGS_CACHE_SECONDS = 3;

// Per database handle: a transaction's handle is its own key, so it reads its own rows.
// The promise is kept, so concurrent requests share one read; a failed read is not kept.
const stored = new WeakMap<Database, { rows: Promise<Row[]>; readAt: number }>();

function storedRows(db: Database): Promise<Row[]> {
  const found = stored.get(db);
  if (found && Date.now() - found.readAt < PLATFORM_SETTINGS_CACHE_SECONDS * 1000) return found.rows;
  const rows = db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, KEYS));
  const entry = { rows: Promise.resolve(rows), readAt: Date.now() };
  stored.set(db, entry);
  entry.rows.catch(() => stored.get(db) === entry && stored.delete(db));
  return entry.rows;
}

/** After a change: this process reads the settings again on their next use. */
export function forgetPlatformSettings(db: Database) {
  stored.delete(db);
}

export function defaultPlatformSettings(config: Pick<AppConfig, "supportEmail" | "requireAccountActivation">): PlatformSettings {
  return {
    supportEmail: config.supportEmail,
    requireAccountActivation: config.requireAccountActivation,
    invitationLifetimeDays: INVITATION_LIFETIME_DAYS,
    storageQuotaMb: STORAGE_QUOTA_MB,
  };
}

/** Every setting: the stored value where a valid one exists, else the default. */
export async function platformSettingsOf(
  db: Database,
  config: Pick<AppConfig, "supportEmail" | "requireAccountActivation">,
  keys: readonly Key[] = KEYS,
): Promise<PlatformSettings> {
  const settings = defaultPlatformSettings(config);
  for (const row of await storedRows(db)) {
    const key = row.key as Key;
    if (!keys.includes(key)) continue;
    const field = PlatformSettingsSchema.shape[key];
    const parsed = field?.safeParse(row.value);
    // A value written by hand that no longer passes the rules is ignored, not served.
    if (parsed?.success) (settings as Record<Key, unknown>)[key] = parsed.data;
  }
  return settings;
}

/** Stores every given setting (the caller forgets the cached rows once it commits). */
export async function storePlatformSettings(db: Database, values: Partial<PlatformSettings>) {
  const rows = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value, updatedAt: new Date() }));
  if (rows.length)
    await db
      .insert(platformSettings)
      .values(rows)
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
}

/** Each company's storage quota in MB. */
export async function storageQuotaMbOf(db: Database) {
  const settings = await platformSettingsOf(db, { supportEmail: "", requireAccountActivation: false }, ["storageQuotaMb"]);
  return settings.storageQuotaMb;
}

/** How many days a new invitation stays valid. */
export async function invitationLifetimeDaysOf(db: Database) {
  // Only this key is read, so the environment defaults of the others don't matter here.
  const settings = await platformSettingsOf(db, { supportEmail: "", requireAccountActivation: false }, ["invitationLifetimeDays"]);
  return settings.invitationLifetimeDays;
}
