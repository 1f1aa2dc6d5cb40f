import { useQuery } from "@tanstack/react-query";
import { deploymentsQuery, type DeploymentList } from "../../../lib/resources/deployments";

export type { DeploymentList };
export type Deployment = DeploymentList["deployments"][number];

/** How often a running deployment's progress is read again. */
export const PROGRESS_POLL_MS = 1000;

/** Whether a deployment still changes: running, or its emails or Gmail pushes still waiting in the queue. */
export const isLive = (d: { status: string; counts: { emailsQueued: number; gmail: { queued: number } | null } } | null | undefined) =>
  Boolean(d && (d.status === "running" || d.counts.emailsQueued > 0 || (d.counts.gmail?.queued ?? 0) > 0));

/** The history and the running deployment; polled while one is live, so progress moves and survives a reload. */
export function useDeployments() {
  return useQuery({
    ...deploymentsQuery(),
    refetchInterval: (query) => (query.state.data?.running || query.state.data?.deployments.some(isLive) ? PROGRESS_POLL_MS : false),
  });
}
