import type { QueryClient } from "@tanstack/react-query";
import { officesQueryKey } from "../../../lib/offices";

export const companyKeys = {
  company: ["company"] as const,
  departments: ["departments", "summary"] as const,
  activity: ["audit-log"] as const,
  actors: ["audit-log", "actors"] as const,
  preview: ["company", "signature-preview"] as const,
};

/** After any change: the Activity tab shows it, and the session's copy of the account is fresh. */
export function refreshAfterCompanyChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.activity }),
    queryClient.invalidateQueries({ queryKey: ["me"] }),
    queryClient.invalidateQueries({ queryKey: companyKeys.preview }),
    queryClient.invalidateQueries({ queryKey: ["signature"] }),
  ]);
}

/** Offices and departments are also read by the profile form and /settings. */
export function refreshAfterTeamStructureChange(queryClient: QueryClient) {
  return Promise.all([
    refreshAfterCompanyChange(queryClient),
    queryClient.invalidateQueries({ queryKey: officesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["departments"] }),
    queryClient.invalidateQueries({ queryKey: ["profile"] }),
  ]);
}
