import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createSessionRefresher, isRetryableRefreshError, type SessionTimes } from "./session-refresh";

const TICK = 30_000;
const HOUR = 3600_000;
const times = (expiresAt: number): SessionTimes => ({
  expiresAt: new Date(expiresAt).toISOString(),
  absoluteExpiresAt: new Date(expiresAt + 24 * HOUR).toISOString(),
});

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("session refresh", () => {
  it("waits while more than 3 ticks of validity remain, then refreshes at a tick and learns the new expiry", async () => {
    const refresh = vi.fn(async () => times(Date.now() + 12 * HOUR));
    const refresher = createSessionRefresher({ refresh, onSignedOut: vi.fn() });
    void refresher.start(times(Date.now() + 4 * TICK + 1000));
    await vi.advanceTimersByTimeAsync(TICK);
    expect(refresh).not.toHaveBeenCalled(); // 91 s left
    await vi.advanceTimersByTimeAsync(TICK);
    expect(refresh).toHaveBeenCalledTimes(1); // 61 s left
    expect(refresher.expiresAt).toBe(Date.now() + 12 * HOUR);
    await vi.advanceTimersByTimeAsync(10 * TICK);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it("refreshes when exactly 3 ticks remain", async () => {
    const refresh = vi.fn(async () => times(Date.now() + HOUR));
    const refresher = createSessionRefresher({ refresh, onSignedOut: vi.fn() });
    void refresher.start(times(Date.now() + 4 * TICK));
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TICK);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it("retries network and gateway failures after 200 ms, doubling, for about 30 s", async () => {
    const start = Date.now();
    const calls: number[] = [];
    const refresh = vi.fn(async (): Promise<SessionTimes> => {
      calls.push(Date.now() - start);
      throw new ApiError(503, "service_unavailable", "down");
    });
    const onSignedOut = vi.fn();
    const refresher = createSessionRefresher({ refresh, onSignedOut });
    void refresher.start(times(Date.now() + TICK));
    await vi.advanceTimersByTimeAsync(TICK - 100);
    expect(calls).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400]);
    expect(onSignedOut).not.toHaveBeenCalled();
    refresher.stop();
  });

  it("carries on when a retry succeeds", async () => {
    const start = Date.now();
    let failures = 2;
    const refresh = vi.fn(async () => {
      if (failures-- > 0) throw new ApiError(0, "network_error", "offline");
      return times(Date.now() + HOUR);
    });
    const onSignedOut = vi.fn();
    const refresher = createSessionRefresher({ refresh, onSignedOut });
    void refresher.start(times(Date.now() + TICK));
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(refresher.expiresAt).toBe(start + 600 + HOUR);
    expect(onSignedOut).not.toHaveBeenCalled();
    refresher.stop();
  });

  it("signs the user out at once on a non-retryable failure, and stops", async () => {
    const refresh = vi.fn(async (): Promise<SessionTimes> => {
      throw new ApiError(401, "unauthorized", "You need to sign in to do that.");
    });
    const onSignedOut = vi.fn();
    const refresher = createSessionRefresher({ refresh, onSignedOut });
    await refresher.start(times(Date.now() + TICK));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * TICK);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("treats only network failures and 502, 503, 504 as retryable", () => {
    expect(isRetryableRefreshError(new ApiError(0, "network_error", ""))).toBe(true);
    for (const status of [502, 503, 504]) expect(isRetryableRefreshError(new ApiError(status, "x", ""))).toBe(true);
    for (const status of [400, 401, 403, 429, 500]) expect(isRetryableRefreshError(new ApiError(status, "x", ""))).toBe(false);
    expect(isRetryableRefreshError(new Error("boom"))).toBe(false);
  });
});
