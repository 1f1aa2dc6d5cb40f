// The Activity tab: pages of the audit log, newest first, filtered on the server.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { auditActorsQuery, auditLogQuery, type AuditLogFilter } from "../../../lib/resources/account";

export type ActivityFilter = AuditLogFilter;

export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery(auditLogQuery(filter));
}

export type ActivityEntry = NonNullable<ReturnType<typeof useActivity>["data"]>["pages"][number]["entries"][number];

export function useActivityActors() {
  return useQuery(auditActorsQuery());
}
