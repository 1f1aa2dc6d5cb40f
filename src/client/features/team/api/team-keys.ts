import type { QueryClient } from "@tanstack/react-query";

export const teamKeys = {
  all: ["team"] as const,
  page: (query: Record<string, string>) => ["team", "page", query] as const,
};

/** After any change to the team: every page of the list is read again. */
export function refreshTeam(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
