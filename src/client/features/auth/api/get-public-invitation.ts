import { useQuery } from "@tanstack/react-query";
import { api, ApiError, call } from "../../../lib/api-client";

export function getPublicInvitation(id: string, token: string) {
  return call(api.invitations[":id"].public.$get({ param: { id: encodeURIComponent(id) }, query: { token } })).then((r) => r.invitation);
}

// A 4xx (no secret, or used, revoked, expired or unknown) will not change: no retries for it.
export function usePublicInvitation(id: string | null, token: string | null) {
  return useQuery({
    queryKey: ["public-invitation", id, token],
    queryFn: () => getPublicInvitation(id!, token ?? ""),
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
