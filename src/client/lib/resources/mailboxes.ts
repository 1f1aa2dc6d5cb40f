// Signatures in the connected mailboxes: whether they update by themselves, and how many are
// out of date. While they don't, the count is read again every few seconds: a change's new
// signatures are stored a few seconds after it, by the server's queue.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

const OUT_OF_DATE_REFRESH_MS = 5_000;

export const mailboxStatusQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/mailboxes"),
    queryFn: () => call(api.mailboxes.$get()),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.updateAutomatically === false ? OUT_OF_DATE_REFRESH_MS : false),
  });
export type MailboxStatusView = Awaited<ReturnType<NonNullable<ReturnType<typeof mailboxStatusQuery>["queryFn"]>>>;
