// Platform settings that a super admin changes at /admin/settings. Stored in
// platform_settings (one row per key); a key without a row falls back to its first value:
// the environment (SUPPORT_EMAIL, REQUIRE_ACCOUNT_ACTIVATION) or the built-in default.
// Read from the database on each use, so a change applies at once on every server
// process, without a restart.
import { inArray, sql } from "drizzle-orm";
import type { AppConfig } from "../../context";
import type { Database } from "../../db/client";
import { platformSettings } from "../../db/schema";
import { PlatformSettingsSchema, type PlatformSettings } from "../../../shared/admin/admin-schema";
import { INVITATION_LIFETIME_DAYS } from "../../../shared/members/invitation-schema";

type Key = keyof PlatformSettings;
const KEYS = Object.keys(PlatformSettingsSchema.shape) as Key[];

export function defaultPlatformSettings(config: Pick<AppConfig, "supportEmail" | "requireAccountActivation">): PlatformSettings {
  return {
    supportEmail: config.supportEmail,
    requireAccountActivation: config.requireAccountActivation,
    invitationLifetimeDays: INVITATION_LIFETIME_DAYS,
  };
}

/** Every setting: the stored value where a valid one exists, else the default. */
export async function platformSettingsOf(
  db: Database,
  config: Pick<AppConfig, "supportEmail" | "requireAccountActivation">,
  keys: readonly Key[] = KEYS,
): Promise<PlatformSettings> {
  const settings = defaultPlatformSettings(config);
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, [...keys]));
  for (const row of rows) {
    const key = row.key as Key;
    const field = PlatformSettingsSchema.shape[key];
    const parsed = field?.safeParse(row.value);
    // A value written by hand that no longer passes the rules is ignored, not served.
    if (parsed?.success) (settings as Record<Key, unknown>)[key] = parsed.data;
  }
  return settings;
}

/** Stores every given setting; returns the settings as they are now. */
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

/** How many days a new invitation stays valid. */
export async function invitationLifetimeDaysOf(db: Database) {
  // Only this key is read, so the environment defaults of the others don't matter here.
  const settings = await platformSettingsOf(db, { supportEmail: "", requireAccountActivation: false }, ["invitationLifetimeDays"]);
  return settings.invitationLifetimeDays;
}
