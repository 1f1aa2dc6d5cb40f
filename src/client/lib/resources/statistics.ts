import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

/** Adoption, campaigns, impressions and clicks over a range of the company's calendar days. */
export const statisticsQuery = (range: { from: string; to: string }) =>
  queryOptions({ queryKey: resourceKey("/api/statistics", range), queryFn: () => call(api.statistics.$get({ query: range })) });
