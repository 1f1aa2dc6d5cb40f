export const deploymentKeys = {
  all: ["deployments"] as const,
  list: ["deployments", "list"] as const,
  members: (id: string, status: string) => ["deployments", id, "members", status] as const,
  departments: ["deployments", "departments"] as const,
};

/** How often a running deployment's progress is read again. */
export const PROGRESS_POLL_MS = 1000;
