import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type PublicConfig = { supportEmail: string };

// Settings every visitor may read (GET /api/config); they change rarely.
export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: () => api<PublicConfig>("/api/config"), staleTime: Infinity });
}
