// The query cache: data fresh for 5 minutes, kept 10, up to 3 retries, no refetch on focus.
import { QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE } from "../../shared/limits";
import { ApiError } from "./api-client";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_CACHE.general,
        // A 4xx will not change on retry; only network and server failures are retried.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < QUERY_CACHE.general.retry,
      },
      mutations: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < QUERY_CACHE.mutations.retry,
      },
    },
  });
}

// The app's one cache, made on first use: the landing page loads without it (decision 010).
let appClient: QueryClient | null = null;
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
