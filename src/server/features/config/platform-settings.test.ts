// Platform settings are kept per process for a few seconds (decision 022): a change
// written by another process (here: straight into the table) counts within
// PLATFORM_SETTINGS_CACHE_SECONDS. That a change saved through the super admin's route
// counts at once in this process: admin-panel.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../../db/client";
import { platformSettings } from "../../db/schema";
import { forgetPlatformSettings, PLATFORM_SETTINGS_CACHE_SECONDS, platformSettingsOf } from "./platform-settings";
import { SESSION_CACHE_SECONDS } from "../../auth/session-cache";

const config = { supportEmail: "support@signet.test", requireAccountActivation: false };

describe("platform settings cache", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
  });
  afterAll(() => handle.close());
  afterEach(() => {
    vi.useRealTimers();
    forgetPlatformSettings(handle.db);
  });

  it("lives no longer than a session's cache entry, well under 5 seconds", () => {
    expect(PLATFORM_SETTINGS_CACHE_SECONDS).toBeLessThanOrEqual(SESSION_CACHE_SECONDS);
    expect(PLATFORM_SETTINGS_CACHE_SECONDS).toBeLessThan(5);
  });

  it("serves another process's change once PLATFORM_SETTINGS_CACHE_SECONDS have passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await platformSettingsOf(handle.db, config)).supportEmail).toBe("support@signet.test");
    await handle.db.insert(platformSettings).values({ key: "supportEmail", value: "elsewhere@signet.test" });
    expect((await platformSettingsOf(handle.db, config)).supportEmail).toBe("support@signet.test");
    vi.advanceTimersByTime(PLATFORM_SETTINGS_CACHE_SECONDS * 1000);
    expect((await platformSettingsOf(handle.db, config)).supportEmail).toBe("elsewhere@signet.test");
  });
});
