// The company's API keys (/company-settings, API tab).
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/api-keys"),
    queryFn: async () => (await call(api["api-keys"].$get())).apiKeys,
    staleTime: 0,
  });
export type ApiKeyRow = Awaited<ReturnType<NonNullable<ReturnType<typeof apiKeysQuery>["queryFn"]>>>[number];
