// The Activity tab: pages of the audit log, newest first, filtered on the server.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

export type ActivityFilter = { actor?: string; action?: string };

export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: [...companyKeys.activity, "list", filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(
        api["audit-log"].$get({
          query: {
            ...(filter.actor ? { actor: filter.actor } : {}),
            ...(filter.action ? { action: filter.action } : {}),
            ...(pageParam ? { before: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export type ActivityEntry = NonNullable<ReturnType<typeof useActivity>["data"]>["pages"][number]["entries"][number];

export function useActivityActors() {
  return useQuery({ queryKey: companyKeys.actors, queryFn: async () => (await call(api["audit-log"].actors.$get())).actors, staleTime: 0 });
}
