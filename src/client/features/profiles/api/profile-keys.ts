import type { QueryClient } from "@tanstack/react-query";

export const profileKeys = {
  profile: ["profile"] as const,
  departments: ["departments"] as const,
};

/**
 * After the profile or photo changes: the session's copy of the profile and every
 * signature query (the preview re-renders with the new details).
 */
export function refreshAfterProfileChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ["me"] }), queryClient.invalidateQueries({ queryKey: ["signature"] })]);
}
