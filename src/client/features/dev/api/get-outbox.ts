import { useQuery } from "@tanstack/react-query";
import { call, devApi } from "../../../lib/api-client";

export const outboxQueryKey = ["dev", "outbox"] as const;

export function getOutbox() {
  return call(devApi.outbox.$get());
}

export type OutboxEmail = Awaited<ReturnType<typeof getOutbox>>["emails"][number];

// Always fresh: the point of the page is to see the email that was just sent.
export function useOutbox() {
  return useQuery({ queryKey: outboxQueryKey, queryFn: getOutbox, staleTime: 0, refetchOnWindowFocus: true });
}
