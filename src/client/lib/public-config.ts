import { useQuery } from "@tanstack/react-query";
import { api, call } from "./api-client";

// Settings every visitor may read (GET /api/config); they change rarely.
export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: () => call(api.config.$get()), staleTime: Infinity });
}
