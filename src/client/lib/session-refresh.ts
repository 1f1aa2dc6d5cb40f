// Keeps the session alive while the app is open: every 30 s tick, when 3 ticks
// or fewer of validity remain, ask the server to extend it. A network failure or a 502,
// 503 or 504 is retried after 200 ms, doubling, for about 30 s; any other failure means
// the session is gone, so the user is signed out here too.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { REFRESH_BACKOFF, SESSION_REFRESH_THRESHOLD_TICKS, SESSION_REFRESH_TICK_MS } from "../../shared/limits";
import { api, call, ApiError } from "./api-client";
import type { SessionTimes } from "../../shared/session/session-responses";
import { clientLog, setLogUser } from "./logger";
import { meQueryKey, useSession } from "./session";

export type { SessionTimes };

export function isRetryableRefreshError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

type RefresherOptions = {
  refresh: () => Promise<SessionTimes>;
  onSignedOut: () => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export function createSessionRefresher({
  refresh,
  onSignedOut,
  now = Date.now,
  sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
}: RefresherOptions) {
  let expiresAt: number | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;

  async function refreshWithRetry() {
    const started = now();
    let delay = REFRESH_BACKOFF.startMs;
    for (;;) {
      try {
        const times = await refresh();
        expiresAt = Date.parse(times.expiresAt);
        return;
      } catch (error) {
        if (stopped) return;
        if (!isRetryableRefreshError(error)) {
          clientLog.warn("Session refresh failed; signing out", { status: error instanceof ApiError ? error.status : null });
          stop();
          onSignedOut();
          return;
        }
        // Give up for this tick once about 30 s have passed; the next tick tries again.
        if (now() - started + delay > REFRESH_BACKOFF.maxElapsedMs) return;
        await sleep(delay);
        if (stopped) return;
        delay *= REFRESH_BACKOFF.factor;
      }
    }
  }

  function tick() {
    if (stopped || running || expiresAt === null) return running ?? undefined;
    if (expiresAt - now() > SESSION_REFRESH_THRESHOLD_TICKS * SESSION_REFRESH_TICK_MS) return undefined;
    running = refreshWithRetry().finally(() => {
      running = null;
    });
    return running;
  }

  function stop() {
    stopped = true;
    clearInterval(interval);
  }

  return {
    /** Starts ticking, knowing when the session currently lapses. */
    start(times: SessionTimes) {
      expiresAt = Date.parse(times.expiresAt);
      stopped = false;
      clearInterval(interval);
      interval = setInterval(tick, SESSION_REFRESH_TICK_MS);
      return tick();
    },
    tick,
    stop,
    get expiresAt() {
      return expiresAt;
    },
  };
}

const getSessionTimes = () => call(api.session.$get());
const postRefresh = () => call(api.session.refresh.$post());

/** Mounted once (app/providers.tsx): runs while someone is signed in. */
export function useSessionRefresh() {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const userId = me?.user.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const refresher = createSessionRefresher({
      refresh: postRefresh,
      onSignedOut: () => {
        setLogUser(null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
        queryClient.setQueryData(meQueryKey, null);
      },
    });
    let cancelled = false;
    getSessionTimes()
      .then((times) => {
        if (!cancelled) void refresher.start(times);
      })
      .catch((error: unknown) =>
        clientLog.warn("Could not read the session's expiry", { status: error instanceof ApiError ? error.status : null }),
      );
    return () => {
      cancelled = true;
      refresher.stop();
    };
  }, [userId, queryClient]);
}
