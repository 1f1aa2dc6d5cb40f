import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { deploymentKeys, PROGRESS_POLL_MS } from "./deployment-keys";

export function fetchDeployments() {
  return call(api.deployments.$get());
}

export type DeploymentList = Awaited<ReturnType<typeof fetchDeployments>>;
export type Deployment = DeploymentList["deployments"][number];

/** Whether a deployment still changes: running, or its emails still waiting in the queue. */
export const isLive = (d: { status: string; counts: { emailsQueued: number } } | null | undefined) =>
  Boolean(d && (d.status === "running" || d.counts.emailsQueued > 0));

/** The history and the running deployment; polled while one is live, so progress moves and survives a reload. */
export function useDeployments() {
  return useQuery({
    queryKey: deploymentKeys.list,
    queryFn: fetchDeployments,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running || query.state.data?.deployments.some(isLive) ? PROGRESS_POLL_MS : false),
  });
}
