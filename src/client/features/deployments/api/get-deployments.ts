import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { deploymentKeys, PROGRESS_POLL_MS } from "./deployment-keys";

export function fetchDeployments() {
  return call(api.deployments.$get());
}

export type DeploymentList = Awaited<ReturnType<typeof fetchDeployments>>;
export type Deployment = DeploymentList["deployments"][number];

/** The history and the running deployment; polled while one runs, so progress moves and survives a reload. */
export function useDeployments() {
  return useQuery({
    queryKey: deploymentKeys.list,
    queryFn: fetchDeployments,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? PROGRESS_POLL_MS : false),
  });
}
