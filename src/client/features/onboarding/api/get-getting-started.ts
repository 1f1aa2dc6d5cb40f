import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

export const gettingStartedKey = ["getting-started"] as const;

/** The admin's setup steps, decided on the server. Read again on every visit to the page. */
export function useGettingStarted(enabled: boolean) {
  return useQuery({
    queryKey: gettingStartedKey,
    enabled,
    staleTime: 0,
    queryFn: () => call(api["getting-started"].$get()),
  });
}
