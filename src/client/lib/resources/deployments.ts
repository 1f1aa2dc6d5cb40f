// Deployments of templates to the team: the history with the running one, and one
// deployment's members page by page.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export function fetchDeployments() {
  return call(api.deployments.$get());
}
export const deploymentsQuery = () => queryOptions({ queryKey: resourceKey("/api/deployments"), queryFn: fetchDeployments, staleTime: 0 });
export type DeploymentList = Awaited<ReturnType<typeof fetchDeployments>>;

export type MemberStatusFilter = "all" | "updated" | "skipped" | "failed" | "pending";
export const MEMBERS_PAGE_SIZE = 50;

/** `stamp` changes whenever the deployment's counts do, so its results follow its progress. */
export const deploymentMembersQuery = (id: string, status: MemberStatusFilter, offset: number, stamp: string) => {
  const query = { ...(status === "all" ? {} : { status }), offset: String(offset), limit: String(MEMBERS_PAGE_SIZE) };
  return queryOptions({
    queryKey: resourceKey(`/api/deployments/${id}/members`, { ...query, stamp }),
    queryFn: () => call(api.deployments[":id"].members.$get({ param: { id }, query })),
    staleTime: 0,
  });
};
export type DeploymentMember = Awaited<ReturnType<NonNullable<ReturnType<typeof deploymentMembersQuery>["queryFn"]>>>["members"][number];
