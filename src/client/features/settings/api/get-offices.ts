import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type Office = { id: string; locationName: string; address: string | null; phoneNumber: string | null };

export async function fetchOffices(): Promise<Office[]> {
  const { offices } = await api<{ offices: Office[] }>("/api/offices");
  return offices;
}

export function useOffices() {
  return useQuery({ queryKey: ["offices"], queryFn: fetchOffices });
}
