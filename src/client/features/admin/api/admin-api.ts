// The super admin panel's queries and mutations over the typed client. Every mutation
// refreshes what it changed: the lists, the detail it acted on and the dashboard.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import {
  adminAccountAuditQuery,
  adminAccountQuery,
  adminEmailLimitQuery,
  adminAccountsQuery,
  adminOverviewQuery,
  adminSettingsQuery,
  adminUserQuery,
  adminUsersQuery,
} from "../../../lib/resources/admin";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { AccountSort, PlatformSettings } from "../../../../shared/admin/admin-schema";
import type { AccountStatus, Role } from "../../../../shared/permissions";
import type { UpdateEmailLimit } from "../../../../shared/email-limits/email-limit-schema";

export type AccountFilters = { search: string; status: AccountStatus | ""; sort: AccountSort; page: number };
export type UserFilters = { search: string; role: Role | "none" | ""; accountId: string; page: number };
export const PAGE_SIZE = 25;

const defined = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;

export function useOverview() {
  return useQuery(adminOverviewQuery());
}

export function useAccountAudit(accountId: string) {
  return useInfiniteQuery(adminAccountAuditQuery(accountId));
}

export function useAccounts(filters: AccountFilters) {
  const query = defined({
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    sort: filters.sort,
    limit: String(PAGE_SIZE),
    offset: String((filters.page - 1) * PAGE_SIZE),
  });
  return useQuery({ ...adminAccountsQuery(query), placeholderData: keepPreviousData });
}

export function useAccount(id: string) {
  return useQuery(adminAccountQuery(id));
}

export function useUsers(filters: UserFilters) {
  const query = defined({
    search: filters.search.trim() || undefined,
    role: filters.role || undefined,
    accountId: filters.accountId || undefined,
    limit: String(PAGE_SIZE),
    offset: String((filters.page - 1) * PAGE_SIZE),
  });
  return useQuery({ ...adminUsersQuery(query), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery(adminUserQuery(id));
}

export function useSettings() {
  return useQuery(adminSettingsQuery());
}

// Everything under /api/admin may show what changed (lists, details, the dashboard).
const useAdminMutation = <I, O>(mutationFn: (input: I) => Promise<O>) => useApiMutation("admin.change", { mutationFn, retry: false });

export const useActivateAccount = () => useAdminMutation((id: string) => call(api.admin.accounts[":id"].activate.$post({ param: { id } })));
export const useSuspendAccount = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    call(api.admin.accounts[":id"].suspend.$post({ param: { id }, json: { reason } })),
  );
export const useDeleteAccount = () =>
  useAdminMutation(({ id, confirmName }: { id: string; confirmName: string }) =>
    call(api.admin.accounts[":id"].$delete({ param: { id }, json: { confirmName } })),
  );
export const useChangeRole = () =>
  useAdminMutation(({ id, role }: { id: string; role: Role }) =>
    call(api.admin.users[":id"].role.$post({ param: { id }, json: { role } })),
  );
export const useSendReset = () => useAdminMutation((id: string) => call(api.admin.users[":id"]["password-reset"].$post({ param: { id } })));
export const useRevokeSessions = () =>
  useAdminMutation((id: string) => call(api.admin.users[":id"]["revoke-sessions"].$post({ param: { id } })));
export const useDeleteUser = () => useAdminMutation((id: string) => call(api.admin.users[":id"].$delete({ param: { id } })));
export const useAccountEmailLimit = (id: string) => useQuery(adminEmailLimitQuery(id));
export const useSetAccountEmailLimit = () =>
  useAdminMutation(({ id, ...json }: UpdateEmailLimit & { id: string }) =>
    call(api.admin.accounts[":id"]["email-limit"].$put({ param: { id }, json })),
  );
export const useSaveSettings = () => useAdminMutation((json: PlatformSettings) => call(api.admin.settings.$put({ json })));
export const useSendTestEmail = () => useAdminMutation((to: string) => call(api.admin.settings["test-email"].$post({ json: { to } })));
