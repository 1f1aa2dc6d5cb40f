// How many emails (invitations, resends, deployment notices) the company may still send
// this hour and today: the invite dialog shows it; every invitation write refreshes it.
import { useQuery } from "@tanstack/react-query";
import { emailBudgetQuery } from "../../../lib/resources/members";

export const useEmailBudget = () => useQuery(emailBudgetQuery());
export type EmailBudget = NonNullable<ReturnType<typeof useEmailBudget>["data"]>;
