// A short-lived, bounded, in-process cache of checked sessions and of memberships, so a
// signed-in request usually costs no session query (decision 010).
//
// The rule it keeps: a revoked session (sign-out elsewhere, password change or reset,
// an account suspended) stops working within SESSION_CACHE_SECONDS (< 5 s) on every
// copy of the server, because no entry is used longer than that without being read
// again from the database. In this process, the services that revoke or change access
// also forget the entries at once (forgetSession, forgetUser, forgetAccount).
// One cache per database handle (a WeakMap), so tests with several databases in one
// process never share entries. Only positive answers are kept: an unknown cookie or a
// user without an account is looked up every time, so a new membership counts at once.
import type { Database } from "../db/client";
import { forgetReads } from "../lib/read-cache";

export const SESSION_CACHE_SECONDS = 3;
const TTL_MS = SESSION_CACHE_SECONDS * 1000;
const MAX_ENTRIES = 10_000;

export type CachedSession = {
  sessionId: string;
  user: { id: string; email: string; name: string };
  createdAt: Date;
  expiresAt: Date;
};

type Entry<T> = { value: T; storedAt: number };

// Map keeps insertion order: the first key is the oldest entry, evicted past MAX_ENTRIES.
class TtlMap<T> {
  private entries = new Map<string, Entry<T>>();

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  find(test: (value: T) => boolean, now = Date.now()): T | undefined {
    for (const entry of this.entries.values()) if (now - entry.storedAt < TTL_MS && test(entry.value)) return entry.value;
    return undefined;
  }

  deleteWhere(test: (value: T, key: string) => boolean) {
    for (const [key, entry] of this.entries) if (test(entry.value, key)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export type MembershipLike = { accountId: string };

type Caches = { sessions: TtlMap<CachedSession>; memberships: TtlMap<MembershipLike> };
const byDatabase = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = { sessions: new TtlMap(), memberships: new TtlMap() };
    byDatabase.set(db, caches);
  }
  return caches;
}

/**
 * The session checked for this signed cookie value less than SESSION_CACHE_SECONDS ago,
 * if it has not lapsed since. The key is the whole signed value, so only the holder of
 * the cookie finds the entry.
 */
export function cachedSession(db: Database, cookieValue: string): CachedSession | undefined {
  const now = Date.now();
  const session = cachesOf(db).sessions.get(cookieValue, now);
  return session && session.expiresAt.getTime() > now ? session : undefined;
}

export function cacheSession(db: Database, cookieValue: string, session: CachedSession) {
  cachesOf(db).sessions.set(cookieValue, session);
}

/** The cached session with this id (for its times), if any. */
export function cachedSessionById(db: Database, sessionId: string): CachedSession | undefined {
  return cachesOf(db).sessions.find((s) => s.sessionId === sessionId);
}

export function cachedMembership<T extends MembershipLike>(db: Database, userId: string): T | undefined {
  return cachesOf(db).memberships.get(userId) as T | undefined;
}

export function cacheMembership(db: Database, userId: string, membership: MembershipLike) {
  cachesOf(db).memberships.set(userId, membership);
}

export function forgetSession(db: Database, sessionId: string) {
  cachesOf(db).sessions.deleteWhere((s) => s.sessionId === sessionId);
}

// A user's or an account's access changed: the answers kept from before (lib/read-cache.ts)
// may show the old role, status or details, so they go too, even when a service runs
// outside an API request (a job, a script, a test).

/** Every session and the membership of one user (sign-out everywhere, password, deletion). */
export function forgetUser(db: Database, userId: string) {
  forgetReads(db);
  const caches = cachesOf(db);
  caches.sessions.deleteWhere((s) => s.user.id === userId);
  caches.memberships.deleteWhere((_, key) => key === userId);
}

/** Every membership of one account (status, role or details changed). */
export function forgetAccount(db: Database, accountId: string) {
  forgetReads(db);
  cachesOf(db).memberships.deleteWhere((m) => m.accountId === accountId);
}

/** Everything, for a direct database write that bypassed the services (tests, scripts). */
export function forgetAll(db: Database) {
  forgetReads(db);
  const caches = cachesOf(db);
  caches.sessions.clear();
  caches.memberships.clear();
}
