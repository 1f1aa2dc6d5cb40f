import type { QueryClient } from "@tanstack/react-query";

export const deploymentKeys = {
  all: ["deployments"] as const,
  list: ["deployments", "list"] as const,
  members: (id: string, status: string) => ["deployments", id, "members", status] as const,
  departments: ["deployments", "departments"] as const,
};

/**
 * What a deployment changes besides its own rows: the templates list ("Changed since the
 * last deployment" clears for the templates it renders). The templates feature's key,
 * written here because features don't import each other.
 */
const deploymentChanges = [["templates", "list"]] as const;

/** After a deployment or a retry is started: its own rows and what it changes. */
export function refreshAfterDeployment(queryClient: QueryClient) {
  return Promise.all([deploymentKeys.all, ...deploymentChanges].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** How often a running deployment's progress is read again. */
export const PROGRESS_POLL_MS = 1000;
