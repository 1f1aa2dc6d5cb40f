// A short-lived, bounded, in-process cache of the answers that page loads read again and
// again (`/api/me`, the account's lists), so that most of them cost no query (decision 024).
//
// The rules it keeps:
// - No answer is older than READ_CACHE_SECONDS (< 5 s, like the session cache): another
//   copy of the server shows a change within that time.
// - In this process, every write empties it: any API request that is not a GET or HEAD
//   calls forgetReads() once it has answered (app.ts), after its transaction committed. A
//   read that started before that call is never stored (the generation moved on), so no
//   answer from before a write outlives it here.
// - A route declares `cache: "account" | "user" | "shared"` in its createRoute and the router
//   builds the key from the caller's scope, the path and the validated query (route-rules.ts),
//   read only after the route's guard passed: an answer only reaches the scope it was made for.
// - A queue handler that writes is wrapped in emptiesReads(): the cache is emptied after it.
// - Concurrent reads of one key share one load; a failed load is not kept.
// One cache per database handle (a WeakMap), so tests with several databases never share.
import type { Database } from "../db/client";
import type { JobHandler } from "./queue";

export const READ_CACHE_SECONDS = 3;
const TTL_MS = READ_CACHE_SECONDS * 1000;
const MAX_ENTRIES = 5_000;

type Entry = { value: unknown; storedAt: number };
type Cache = { generation: number; entries: Map<string, Entry>; loading: Map<string, Promise<unknown>> };

const byDatabase = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = { generation: 0, entries: new Map(), loading: new Map() }));
  return cache;
}

/**
 * The value stored for `key` less than READ_CACHE_SECONDS ago and since the last write in
 * this process, else `load()`'s (stored for the next reads). Callers must not change it.
 */
export function cachedRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const entry = cache.entries.get(key);
  if (entry && Date.now() - entry.storedAt < TTL_MS) return Promise.resolve(entry.value as T);
  const pending = cache.loading.get(key);
  if (pending) return pending as Promise<T>;
  const generation = cache.generation;
  const loading = load().then(
    (value) => {
      if (cache.generation === generation) {
        cache.loading.delete(key);
        cache.entries.delete(key);
        cache.entries.set(key, { value, storedAt: Date.now() });
        // Map keeps insertion order: the first key is the oldest entry.
        if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
      }
      return value;
    },
    (error: unknown) => {
      if (cache.generation === generation) cache.loading.delete(key);
      throw error;
    },
  );
  cache.loading.set(key, loading);
  return loading;
}

/** Everything this process keeps: after any write (app.ts), or a direct database write in a test. */
export function forgetReads(db: Database) {
  const cache = cacheOf(db);
  cache.generation++;
  cache.entries.clear();
  cache.loading.clear();
}

/** A queue handler that writes: the read cache is emptied after each of its jobs, done or failed. */
export function emptiesReads<T>(db: Database, handler: JobHandler<T>): JobHandler<T> {
  return async (data, job) => {
    try {
      await handler(data, job);
    } finally {
      forgetReads(db);
    }
  };
}
