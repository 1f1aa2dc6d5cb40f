// On Node 20 every promise of the process runs an async hook while any AsyncLocalStorage is
// enabled, and a store stays enabled from its first `run` on. Measured on a signed-in list
// route: the hook took about 13% of the server's CPU and made a fifth of its garbage, on
// requests that read no store at all. Signet's webhook scope and better-auth's stores are
// read only inside the calls that set them, so such calls run in `withAsyncStores`: when the
// last one under way has finished, every known store is disabled, and with the last store
// the hook. A store's next `run` enables it again. (Node 22's async context frames remove
// the hook's cost; this module then only saves a little.)
import type { AsyncLocalStorage } from "node:async_hooks";

type StoreSource = () => Iterable<AsyncLocalStorage<unknown>>;

const sources = new Set<StoreSource>();
let underWay = 0;

/** A store, or a function that finds a library's stores, to disable once no scope is under way. */
export function disableWhenIdle(source: AsyncLocalStorage<unknown> | StoreSource) {
  sources.add(typeof source === "function" ? source : () => [source]);
}

/** Runs `work`, whose code may set and read async stores; the last scope to finish disables them. */
export async function withAsyncStores<T>(work: () => Promise<T>): Promise<T> {
  underWay += 1;
  try {
    return await work();
  } finally {
    underWay -= 1;
    if (underWay === 0) for (const source of sources) for (const store of source()) store.disable();
  }
}
