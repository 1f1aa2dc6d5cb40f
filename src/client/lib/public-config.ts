import { useQuery } from "@tanstack/react-query";
import { publicConfigQuery } from "./resources/account";

// Settings every visitor may read (GET /api/config); they change rarely.
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
