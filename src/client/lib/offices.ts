// The account's offices (GET /api/offices): the profile form picks one, settings lists them.
import { useQuery } from "@tanstack/react-query";
import { officesQuery } from "./resources/account";

export type { Office } from "./resources/account";

export function useOffices() {
  return useQuery(officesQuery());
}
