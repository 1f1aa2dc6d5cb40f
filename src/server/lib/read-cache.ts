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
//   builds the key from the caller's scope, the path and the query as sent (route-rules.ts),
//   read only after the route's guard passed: an answer only reaches the scope it was made for.
// - A queue handler that writes is wrapped in emptiesReads(): the cache is emptied after it.
// - Concurrent reads of one key share one load; a failed load is not kept.
// - An entry in use is loaded again before it lapses: the first read past half its life
//   (REFRESH_AFTER_MS) loads it and waits for that load, while the reads that come meanwhile
//   keep the kept answer (still younger than READ_CACHE_SECONDS). Letting it lapse instead
//   made every request of those moments wait for one load (with the session check's and the
//   membership's, which lapse alike): a stall of every busy list every few seconds.
// - Answers that show tracked clicks and impressions (`showsEventCounts`) are also emptied by
//   each batch of them the process writes (forgetEventCounts, decision 051); the rest are not:
//   a stream of clicks would otherwise empty every kept answer every few milliseconds.
// One cache per database handle (a WeakMap), so tests with several databases never share.
import type { Database } from "../db/client";
import type { JobHandler } from "./queue";

export const READ_CACHE_SECONDS = 3;
const TTL_MS = READ_CACHE_SECONDS * 1000;
const REFRESH_AFTER_MS = TTL_MS / 2;
const MAX_ENTRIES = 5_000;

type Entry = { value: unknown; storedAt: number; showsEventCounts: boolean };
type Load = { promise: Promise<unknown>; showsEventCounts: boolean };
// `generation` moves on with every write, `countsGeneration` also with every batch of events.
type Cache = { generation: number; countsGeneration: number; entries: Map<string, Entry>; loading: Map<string, Load> };

const byDatabase = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = { generation: 0, countsGeneration: 0, entries: new Map(), loading: new Map() }));
  return cache;
}

export type ReadOptions = { showsEventCounts?: boolean };

function startLoad<T>(cache: Cache, key: string, load: () => Promise<T>, showsEventCounts: boolean): Promise<T> {
  const { generation, countsGeneration } = cache;
  const current = () => cache.generation === generation && (!showsEventCounts || cache.countsGeneration === countsGeneration);
  const promise = load().then(
    (value) => {
      if (current()) {
        cache.loading.delete(key);
        cache.entries.delete(key);
        cache.entries.set(key, { value, storedAt: Date.now(), showsEventCounts });
        // Map keeps insertion order: the first key is the oldest entry.
        if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
      }
      return value;
    },
    (error: unknown) => {
      if (current()) cache.loading.delete(key);
      throw error;
    },
  );
  cache.loading.set(key, { promise, showsEventCounts });
  return promise;
}

/**
 * The value stored for `key` less than READ_CACHE_SECONDS ago and since the last write in
 * this process, else `load()`'s (stored for the next reads). Callers must not change it.
 */
export function cachedRead<T>(db: Database, key: string, load: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
  const cache = cacheOf(db);
  const entry = cache.entries.get(key);
  const pending = cache.loading.get(key);
  const age = entry ? Date.now() - entry.storedAt : Infinity;
  if (age < TTL_MS) {
    // One read refreshes an entry past half its life; the others keep it meanwhile.
    if (age >= REFRESH_AFTER_MS && !pending) return startLoad(cache, key, load, options.showsEventCounts ?? false);
    return Promise.resolve(entry!.value as T);
  }
  if (pending) return pending.promise as Promise<T>;
  return startLoad(cache, key, load, options.showsEventCounts ?? false);
}

/** Everything this process keeps: after any write (app.ts), or a direct database write in a test. */
export function forgetReads(db: Database) {
  const cache = cacheOf(db);
  cache.generation++;
  cache.entries.clear();
  cache.loading.clear();
}

/** The answers that show tracked clicks and impressions: after this process wrote a batch of them. */
export function forgetEventCounts(db: Database) {
  const cache = cacheOf(db);
  cache.countsGeneration++;
  for (const [key, entry] of cache.entries) if (entry.showsEventCounts) cache.entries.delete(key);
  for (const [key, load] of cache.loading) if (load.showsEventCounts) cache.loading.delete(key);
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
