// The super admin panel: platform overview, accounts, users, and settings.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

type Query = Record<string, string>;

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/admin/overview"), queryFn: () => call(api.admin.overview.$get()) });

export const adminAccountsQuery = (query: Query) =>
  queryOptions({ queryKey: resourceKey("/api/admin/accounts", query), queryFn: () => call(api.admin.accounts.$get({ query })) });

export const adminAccountQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/admin/accounts/${id}`),
    queryFn: () => call(api.admin.accounts[":id"].$get({ param: { id } })),
    retry: false,
  });

/** An account's audit log, newest first, a page at a time (the cursor is the last entry's id). */
export const adminAccountAuditQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: resourceKey(`/api/admin/accounts/${id}/audit-log`),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(api.admin.accounts[":id"]["audit-log"].$get({ param: { id }, query: pageParam ? { before: pageParam } : {} })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** An account's email usage and limits (the super admin may raise or lift them). */
export const adminEmailLimitQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/admin/accounts/${id}/email-limit`),
    queryFn: () => call(api.admin.accounts[":id"]["email-limit"].$get({ param: { id } })),
  });

export const adminUsersQuery = (query: Query) =>
  queryOptions({ queryKey: resourceKey("/api/admin/users", query), queryFn: () => call(api.admin.users.$get({ query })) });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/admin/users/${id}`),
    queryFn: () => call(api.admin.users[":id"].$get({ param: { id } })),
    retry: false,
  });

export const adminSettingsQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/admin/settings"), queryFn: () => call(api.admin.settings.$get()) });
