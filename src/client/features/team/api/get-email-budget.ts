// How many emails (invitations, resends, deployment notices) the company may still send
// this hour and today: the invite dialog shows it, every invitation write refreshes it.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

const emailBudgetKey = ["invitations", "budget"] as const;

export function useEmailBudget() {
  return useQuery({ queryKey: emailBudgetKey, queryFn: async () => (await call(api.invitations.budget.$get())).budget, staleTime: 0 });
}
export type EmailBudget = NonNullable<ReturnType<typeof useEmailBudget>["data"]>;

export function refreshEmailBudget(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: emailBudgetKey });
}
