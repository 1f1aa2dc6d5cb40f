// The account's offices (GET /api/offices): the profile form picks one, settings lists them.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "./api-client";

export const officesQueryKey = ["offices"] as const;

async function fetchOffices() {
  const { offices } = await call(api.offices.$get());
  return offices;
}

export type Office = Awaited<ReturnType<typeof fetchOffices>>[number];

export function useOffices() {
  return useQuery({ queryKey: officesQueryKey, queryFn: fetchOffices });
}
