// The super admin panel's queries and mutations over the typed client. Every mutation
// refreshes what it changed: the lists, the detail it acted on and the dashboard.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { AccountSort, PlatformSettings } from "../../../../shared/admin/admin-schema";
import type { AccountStatus, Role } from "../../../../shared/permissions";
import type { UpdateEmailLimit } from "../../../../shared/email-limits/email-limit-schema";

export const adminKeys = {
  all: ["admin"] as const,
  overview: ["admin", "overview"] as const,
  accounts: ["admin", "accounts"] as const,
  account: (id: string) => ["admin", "account", id] as const,
  emailLimit: (id: string) => ["admin", "account", id, "email-limit"] as const,
  users: ["admin", "users"] as const,
  user: (id: string) => ["admin", "user", id] as const,
  settings: ["admin", "settings"] as const,
};

export type AccountFilters = { search: string; status: AccountStatus | ""; sort: AccountSort; page: number };
export type UserFilters = { search: string; role: Role | "none" | ""; accountId: string; page: number };
export const PAGE_SIZE = 25;

const defined = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;

export function useOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: () => call(api.admin.overview.$get()) });
}

export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: [...adminKeys.accounts, filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(
        api.admin.accounts.$get({
          query: defined({
            search: filters.search.trim() || undefined,
            status: filters.status || undefined,
            sort: filters.sort,
            limit: String(PAGE_SIZE),
            offset: String((filters.page - 1) * PAGE_SIZE),
          }),
        }),
      ),
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: adminKeys.account(id),
    queryFn: () => call(api.admin.accounts[":id"].$get({ param: { id } })),
    retry: false,
  });
}

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...adminKeys.users, filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      call(
        api.admin.users.$get({
          query: defined({
            search: filters.search.trim() || undefined,
            role: filters.role || undefined,
            accountId: filters.accountId || undefined,
            limit: String(PAGE_SIZE),
            offset: String((filters.page - 1) * PAGE_SIZE),
          }),
        }),
      ),
  });
}

export function useUser(id: string) {
  return useQuery({ queryKey: adminKeys.user(id), queryFn: () => call(api.admin.users[":id"].$get({ param: { id } })), retry: false });
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => call(api.admin.settings.$get()) });
}

function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    // Everything under "admin" may show what changed (lists, details, the dashboard).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

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
export function useAccountEmailLimit(id: string) {
  return useQuery({
    queryKey: adminKeys.emailLimit(id),
    queryFn: () => call(api.admin.accounts[":id"]["email-limit"].$get({ param: { id } })),
  });
}
export const useSetAccountEmailLimit = () =>
  useAdminMutation(({ id, ...json }: UpdateEmailLimit & { id: string }) =>
    call(api.admin.accounts[":id"]["email-limit"].$put({ param: { id }, json })),
  );
export const useSaveSettings = () => useAdminMutation((json: PlatformSettings) => call(api.admin.settings.$put({ json })));
export const useSendTestEmail = () => useAdminMutation((to: string) => call(api.admin.settings["test-email"].$post({ json: { to } })));

export const galleryKey = ["admin", "gallery"] as const;
export function useGallery() {
  return useQuery({ queryKey: galleryKey, queryFn: () => call(api.admin.templates.$get()) });
}
export const useAddGalleryTemplate = () =>
  useAdminMutation((json: { name: string; description: string; html: string }) => call(api.admin.templates.$post({ json })));
export const useRetireGalleryTemplate = () =>
  useAdminMutation(({ id, retired }: { id: string; retired: boolean }) =>
    call(
      retired ? api.admin.templates[":id"].retire.$post({ param: { id } }) : api.admin.templates[":id"].restore.$post({ param: { id } }),
    ),
  );
export const useReorderGallery = () => useAdminMutation((ids: string[]) => call(api.admin.templates.order.$put({ json: { ids } })));
