// The account's departments (GET /api/departments): every picker reads this one entry, so a
// department added or renamed anywhere shows in all of them (the profile form, the team
// filters, template assignment, deploying, a campaign's audience).
import { useQuery } from "@tanstack/react-query";
import { departmentsQuery } from "./resources/account";

export type { Department } from "./resources/account";

export function useDepartments() {
  return useQuery(departmentsQuery());
}
