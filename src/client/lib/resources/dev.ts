import { queryOptions } from "@tanstack/react-query";
import { call, devApi } from "../api-client";
import { resourceKey } from "./resource-key";

export function fetchOutbox() {
  return call(devApi.outbox.$get());
}
/** The development outbox; always fresh: the page is there to show the email just sent. */
export const outboxQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/dev/outbox"), queryFn: fetchOutbox, staleTime: 0, refetchOnWindowFocus: true });
export type OutboxEmail = Awaited<ReturnType<typeof fetchOutbox>>["emails"][number];
