// A resource's query handed to a view that wants the answer in its own shape: the cache keeps
// the API's answer under the API's key (so every view of the resource shares it, and a write
// refreshes them all), and `select` shapes it for this one view.
import type { UseQueryOptions } from "@tanstack/react-query";

export type ShapedQuery<T> = {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  select: (data: unknown) => T;
  staleTime?: number;
  retry?: boolean | number | ((failures: number, error: Error) => boolean);
};

const same = <R>(data: R) => data;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key
export function shaped<R, T = R>(options: UseQueryOptions<R, Error, R, any>, select?: (data: R) => T): ShapedQuery<T> {
  return { ...options, select: select ?? same } as unknown as ShapedQuery<T>;
}

/** For a view whose source has no such read: pass it with `enabled: false`. */
export const NO_QUERY: ShapedQuery<undefined> = {
  queryKey: ["(none)"],
  queryFn: () => Promise.resolve(null),
  select: () => undefined,
};
