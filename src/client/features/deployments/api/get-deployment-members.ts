import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { deploymentKeys, PROGRESS_POLL_MS } from "./deployment-keys";

export type MemberStatusFilter = "all" | "updated" | "skipped" | "failed" | "pending";
export const MEMBERS_PAGE_SIZE = 50;

export function fetchDeploymentMembers(id: string, status: MemberStatusFilter, offset: number) {
  return call(
    api.deployments[":id"].members.$get({
      param: { id },
      query: { ...(status === "all" ? {} : { status }), offset: String(offset), limit: String(MEMBERS_PAGE_SIZE) },
    }),
  );
}

export type DeploymentMember = Awaited<ReturnType<typeof fetchDeploymentMembers>>["members"][number];

/** `stamp` changes whenever the deployment's counts do, so the results follow its progress to the end. */
export function useDeploymentMembers(id: string, status: MemberStatusFilter, offset: number, running: boolean, stamp: string) {
  return useQuery({
    queryKey: [...deploymentKeys.members(id, status), offset, stamp],
    placeholderData: (previous) => previous,
    queryFn: () => fetchDeploymentMembers(id, status, offset),
    staleTime: 0,
    refetchInterval: running ? PROGRESS_POLL_MS : false,
  });
}
