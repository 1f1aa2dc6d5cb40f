// GET /api/me without the query cache: the signed-out landing page reads the auth status
// through this alone, so its first load needs neither TanStack Query nor the toaster
// (decision 010). The query cache's session entry (lib/session.ts) fetches through the
// same function, so both always hold the last answer.
import { useEffect, useSyncExternalStore } from "react";
import { api, ApiError, call } from "./api-client";
import { setLogUser } from "./logger";

async function getMe() {
  return call(api.me.$get());
}

export type Me = Awaited<ReturnType<typeof getMe>>;

// undefined: not asked yet; null: signed out.
let snapshot: Me | null | undefined;
let inFlight: Promise<Me | null> | null = null;
const listeners = new Set<() => void>();

/** The last answer (undefined before the first). */
export const currentMeSnapshot = () => snapshot;

export function setMeSnapshot(me: Me | null) {
  snapshot = me;
  listeners.forEach((notify) => notify());
}

export async function fetchMe(): Promise<Me | null> {
  try {
    const me = await getMe();
    setLogUser(me.user.id);
    setMeSnapshot(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setLogUser(null);
      setMeSnapshot(null);
      return null;
    }
    throw error;
  }
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The auth status for pages outside the query cache: the last answer, else one fetch. */
export function useMeSnapshot(): { status: "loading" | "authenticated" | "unauthenticated"; me: Me | null } {
  // A prerendered landing page is rendered and hydrated with the snapshot set to signed out
  // (app/prerender.tsx, main.tsx): the server's snapshot is the same one.
  const me = useSyncExternalStore(subscribe, currentMeSnapshot, currentMeSnapshot);
  useEffect(() => {
    if (snapshot !== undefined || inFlight) return;
    inFlight = fetchMe()
      .catch(() => {
        setMeSnapshot(null);
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
  }, []);
  if (me === undefined) return { status: "loading", me: null };
  return { status: me ? "authenticated" : "unauthenticated", me };
}
