// A short-lived, bounded, in-process cache of checked sessions and of memberships, so a
// signed-in request usually costs no session query (decision 010).
//
// The rule it keeps: a revoked session (sign-out elsewhere, password change or reset,
// an account suspended) stops working within SESSION_CACHE_SECONDS (< 5 s) on every
// copy of the server, because no entry is used longer than that without being read
// again from the database. In this process, the services that revoke or change access
// also forget the entries at once (forgetSession, forgetUser, forgetAccount).
// An entry in use is checked again before it lapses: the first request past half its life
// (REFRESH_AFTER_MS) runs the check and waits for it, the requests that come meanwhile keep
// the entry (still younger than SESSION_CACHE_SECONDS). Letting it lapse made every request
// of one cookie wait for one check every few seconds (a stall at any steady load); an answer
// that the session, membership or key is gone drops the entry at once.
// One cache per database handle (a WeakMap), so tests with several databases in one
// process never share entries. Only positive answers are kept: an unknown cookie or a
// user without an account is looked up every time, so a new membership counts at once.
import type { Database } from "../db/client";
import { forgetReads } from "../lib/read-cache";

export const SESSION_CACHE_SECONDS = 3;
const TTL_MS = SESSION_CACHE_SECONDS * 1000;
const REFRESH_AFTER_MS = TTL_MS / 2;
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

  /** Whether the entry is past half its life: due for a check before it lapses. */
  isDue(key: string, now = Date.now()): boolean {
    const entry = this.entries.get(key);
    return !entry || now - entry.storedAt >= REFRESH_AFTER_MS;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
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

/** An API key's row as the key check needs it (auth/api-key-auth.ts); revoked and expired keys too. */
export type CachedApiKey = {
  id: string;
  accountId: string;
  name: string;
  scope: "read" | "write";
  createdBy: string;
  keyHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

// `generation` moves on with every forget*: a check that started before it is not kept
// (it may have read what was just revoked). `checking` holds the checks under way, so
// concurrent requests of one cookie or one user share one (no stampede when an entry lapses).
type Caches = {
  generation: number;
  sessions: TtlMap<CachedSession>;
  sessionKeys: Map<string, string>;
  memberships: TtlMap<MembershipLike>;
  // Keyed by the presented key's hash: only its holder finds the entry.
  apiKeys: TtlMap<CachedApiKey>;
  checking: Map<string, Promise<unknown>>;
};
const byDatabase = new WeakMap<Database, Caches>();

function cachesOf(db: Database): Caches {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = {
      generation: 0,
      sessions: new TtlMap(),
      sessionKeys: new Map(),
      memberships: new TtlMap(),
      apiKeys: new TtlMap(),
      checking: new Map(),
    };
    byDatabase.set(db, caches);
  }
  return caches;
}

/**
 * Runs `check` once for concurrent callers of one key; `keep` stores its answer unless a
 * forget* came first, `drop` takes the kept entry away when the answer is that there is none.
 */
function sharedCheck<T>(
  caches: Caches,
  key: string,
  check: () => Promise<T | null>,
  keep: (value: T) => void,
  drop: () => void,
): Promise<T | null> {
  const running = caches.checking.get(key) as Promise<T | null> | undefined;
  if (running) return running;
  const generation = caches.generation;
  const settle = () => {
    if (caches.generation === generation) caches.checking.delete(key);
  };
  const checked = check().then(
    (value) => {
      settle();
      // An answer that a forget* overtook may be from before it: neither kept nor acted on.
      if (caches.generation === generation) {
        if (value) keep(value);
        else drop();
      }
      return value;
    },
    (error: unknown) => {
      settle();
      throw error;
    },
  );
  caches.checking.set(key, checked);
  return checked;
}

/** The kept value while it is young or being checked again; else the (shared) check's answer. */
function keptOrChecked<T>(
  caches: Caches,
  kept: T | undefined,
  isDue: boolean,
  key: string,
  check: () => Promise<T | null>,
  keep: (value: T) => void,
  drop: () => void,
): Promise<T | null> {
  if (kept && (!isDue || caches.checking.has(key))) return Promise.resolve(kept);
  return sharedCheck(caches, key, check, keep, drop);
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
  const caches = cachesOf(db);
  caches.sessions.set(cookieValue, session);
  caches.sessionKeys.delete(session.sessionId);
  caches.sessionKeys.set(session.sessionId, cookieValue);
  if (caches.sessionKeys.size > MAX_ENTRIES) caches.sessionKeys.delete(caches.sessionKeys.keys().next().value as string);
}

/** The cached session, else `check()`'s answer (kept); concurrent requests with one cookie share one check. */
export function checkedSession(db: Database, cookieValue: string, check: () => Promise<CachedSession | null>) {
  const caches = cachesOf(db);
  return keptOrChecked(
    caches,
    cachedSession(db, cookieValue),
    caches.sessions.isDue(cookieValue),
    `session:${cookieValue}`,
    check,
    (session) => cacheSession(db, cookieValue, session),
    () => caches.sessions.delete(cookieValue),
  );
}

/** The cached session with this id (for its times), if any. */
export function cachedSessionById(db: Database, sessionId: string): CachedSession | undefined {
  const caches = cachesOf(db);
  const key = caches.sessionKeys.get(sessionId);
  const session = key === undefined ? undefined : caches.sessions.get(key);
  return session?.sessionId === sessionId ? session : undefined;
}

export function cachedMembership<T extends MembershipLike>(db: Database, userId: string): T | undefined {
  return cachesOf(db).memberships.get(userId) as T | undefined;
}

/** The cached membership, else `read()`'s (kept when found); concurrent requests of one user share one read. */
export function checkedMembership<T extends MembershipLike>(
  db: Database,
  userId: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const caches = cachesOf(db);
  return keptOrChecked(
    caches,
    cachedMembership<T>(db, userId),
    caches.memberships.isDue(userId),
    `membership:${userId}`,
    read,
    (membership) => caches.memberships.set(userId, membership),
    () => caches.memberships.delete(userId),
  );
}

/** The key row found for this key hash, else `read()`'s (kept when found); concurrent requests with one key share one read. */
export function checkedApiKey(db: Database, keyHash: string, read: () => Promise<CachedApiKey | null>): Promise<CachedApiKey | null> {
  const caches = cachesOf(db);
  return keptOrChecked(
    caches,
    caches.apiKeys.get(keyHash),
    caches.apiKeys.isDue(keyHash),
    `api-key:${keyHash}`,
    read,
    (row) => caches.apiKeys.set(keyHash, row),
    () => caches.apiKeys.delete(keyHash),
  );
}

/** The cache's generation now, for cacheMembership after a read of one's own. */
export function sessionCacheGeneration(db: Database) {
  return cachesOf(db).generation;
}

/** Keeps a membership read elsewhere (get-me), unless a forget* came since `generation`. */
export function cacheMembership(db: Database, userId: string, membership: MembershipLike, generation = sessionCacheGeneration(db)) {
  const caches = cachesOf(db);
  if (caches.generation === generation) caches.memberships.set(userId, membership);
}

// Every forget* also drops the checks under way and moves the generation on.
function revoked(db: Database) {
  forgetReads(db);
  dropChecksUnderWay(db);
  return cachesOf(db);
}

/**
 * After any write (app.ts): the checks under way may have read from before it, so no
 * later request joins them and their answers are not kept. The kept entries stay.
 */
export function dropChecksUnderWay(db: Database) {
  const caches = cachesOf(db);
  caches.generation++;
  caches.checking.clear();
}

export function forgetSession(db: Database, sessionId: string) {
  revoked(db).sessions.deleteWhere((s) => s.sessionId === sessionId);
}

// A user's or an account's access changed: the answers kept from before (lib/read-cache.ts)
// may show the old role, status or details, so they go too, even when a service runs
// outside an API request (a job, a script, a test).

/** Every session and the membership of one user (sign-out everywhere, password, deletion). */
export function forgetUser(db: Database, userId: string) {
  const caches = revoked(db);
  caches.sessions.deleteWhere((s) => s.user.id === userId);
  caches.memberships.deleteWhere((_, key) => key === userId);
}

/** One API key (revoked): it stops working at once here, within SESSION_CACHE_SECONDS elsewhere. */
export function forgetApiKey(db: Database, keyId: string) {
  revoked(db).apiKeys.deleteWhere((key) => key.id === keyId);
}

/** Every membership of one account (status, role or details changed). */
export function forgetAccount(db: Database, accountId: string) {
  revoked(db).memberships.deleteWhere((m) => m.accountId === accountId);
}

/** Everything, for a direct database write that bypassed the services (tests, scripts). */
export function forgetAll(db: Database) {
  const caches = revoked(db);
  caches.sessions.clear();
  caches.sessionKeys.clear();
  caches.memberships.clear();
  caches.apiKeys.clear();
}
