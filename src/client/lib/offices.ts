// The account's offices (GET /api/offices): the profile form picks one, settings lists them.
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type Office = { id: string; locationName: string; address: string | null; phoneNumber: string | null };

export const officesQueryKey = ["offices"] as const;

async function fetchOffices(): Promise<Office[]> {
  const { offices } = await api<{ offices: Office[] }>("/api/offices");
  return offices;
}

export function useOffices() {
  return useQuery({ queryKey: officesQueryKey, queryFn: fetchOffices });
}
