// The signed-in account's own resources: the session, public config, the company, its
// offices and departments, the audit log, the getting-started checklist, the user's sessions.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { fetchMe } from "../me";
import { resourceKey } from "./resource-key";

export const meQuery = () => queryOptions({ queryKey: resourceKey("/api/me"), queryFn: fetchMe, staleTime: 60_000 });

/** Settings every visitor may read; they change rarely. */
export const fetchPublicConfig = () => call(api.config.$get());
export const publicConfigQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/config"), queryFn: fetchPublicConfig, staleTime: Infinity });

export const companyQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/company"), queryFn: async () => (await call(api.company.$get())).account });
export type Company = Awaited<ReturnType<NonNullable<ReturnType<typeof companyQuery>["queryFn"]>>>;

export async function fetchOffices() {
  return (await call(api.offices.$get())).offices;
}
export const officesQuery = () => queryOptions({ queryKey: resourceKey("/api/offices"), queryFn: fetchOffices });
export type Office = Awaited<ReturnType<typeof fetchOffices>>[number];

export async function fetchDepartments() {
  return (await call(api.departments.$get())).departments;
}
/** The account's departments: every picker (profile, team, templates, deployments, campaigns). */
export const departmentsQuery = () => queryOptions({ queryKey: resourceKey("/api/departments"), queryFn: fetchDepartments });
export type Department = Awaited<ReturnType<typeof fetchDepartments>>[number];

const fetchDepartmentSummary = () => call(api.departments.summary.$get());
/** Departments with member counts and templates (company settings). */
export const departmentSummaryQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/departments/summary"), queryFn: fetchDepartmentSummary });
export type DepartmentsSummary = Awaited<ReturnType<typeof fetchDepartmentSummary>>;

export type AuditLogFilter = { actor?: string; action?: string };
/** Pages of the audit log, newest first, filtered on the server; always read afresh. */
export const auditLogQuery = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: resourceKey("/api/audit-log", filter),
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

export const auditActorsQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/audit-log/actors"),
    queryFn: async () => (await call(api["audit-log"].actors.$get())).actors,
    staleTime: 0,
  });

/** The admin's setup steps, decided on the server; read again on every visit. */
export const gettingStartedQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/getting-started"), queryFn: () => call(api["getting-started"].$get()), staleTime: 0 });

export async function fetchSessions() {
  return (await call(api["account-settings"].sessions.$get())).sessions;
}
export const sessionsQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/account-settings/sessions"), queryFn: fetchSessions, staleTime: 30_000 });
export type UserSession = Awaited<ReturnType<typeof fetchSessions>>[number];
