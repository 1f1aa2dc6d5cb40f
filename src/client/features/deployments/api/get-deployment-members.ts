import { useQuery } from "@tanstack/react-query";
import { deploymentMembersQuery, type MemberStatusFilter } from "../../../lib/resources/deployments";
import { PROGRESS_POLL_MS } from "./get-deployments";

export { MEMBERS_PAGE_SIZE, type DeploymentMember, type MemberStatusFilter } from "../../../lib/resources/deployments";

/** `stamp` changes whenever the deployment's counts do, so the results follow its progress to the end. */
export function useDeploymentMembers(id: string, status: MemberStatusFilter, offset: number, running: boolean, stamp: string) {
  return useQuery({
    ...deploymentMembersQuery(id, status, offset, stamp),
    placeholderData: (previous) => previous,
    refetchInterval: running ? PROGRESS_POLL_MS : false,
  });
}
