// The signing mail relay: the company's settings, its message trace (all, or one member's), and
// the signed-in member's own last messages.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const mailFlowQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/mail-flow"),
    queryFn: async () => (await call(api["mail-flow"].$get())).mailFlow,
    staleTime: 0,
  });

export const mailTraceQuery = (userId: string) =>
  queryOptions({
    queryKey: resourceKey("/api/mail-flow/messages", userId ? { userId } : {}),
    queryFn: async () => (await call(api["mail-flow"].messages.$get({ query: userId ? { userId } : {} }))).messages,
    staleTime: 0,
  });
export type TraceRow = Awaited<ReturnType<NonNullable<ReturnType<typeof mailTraceQuery>["queryFn"]>>>[number];

export const myMailQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/mail-flow/my-messages"),
    queryFn: async () => (await call(api["mail-flow"]["my-messages"].$get())).messages,
  });
