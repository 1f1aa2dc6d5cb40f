// Where a signature is live (Gmail, the Outlook add-in): the member's own, and one member's for
// their admin (with what Gmail holds now and what the add-in inserts).
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const ownMailboxQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/mailbox"),
    queryFn: async () => (await call(api.mailbox.$get())).mailbox,
    // A push is under way for seconds: a fresh read each time the page shows.
    staleTime: 0,
  });
export type OwnMailbox = Awaited<ReturnType<NonNullable<ReturnType<typeof ownMailboxQuery>["queryFn"]>>>;

export const memberMailboxQuery = (userId: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/mailbox/members/${userId}`),
    queryFn: async () => (await call(api.mailbox.members[":userId"].$get({ param: { userId } }))).mailbox,
    staleTime: 0,
  });
export type MemberMailboxView = Awaited<ReturnType<NonNullable<ReturnType<typeof memberMailboxQuery>["queryFn"]>>>;

export const pushMailboxNow = (userId: string) => call(api.mailbox.members[":userId"].push.$post({ param: { userId } }));

/** Polling while a push waits or runs: it settles in seconds. */
export const whilePushing = (push: { status: string } | null | undefined) =>
  push && (push.status === "queued" || push.status === "pushing") ? 1500 : false;
