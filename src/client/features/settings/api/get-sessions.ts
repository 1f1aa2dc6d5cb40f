import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

export const sessionsKey = ["account-settings", "sessions"] as const;

export async function fetchSessions() {
  const { sessions } = await call(api["account-settings"].sessions.$get());
  return sessions;
}

export type UserSession = Awaited<ReturnType<typeof fetchSessions>>[number];

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: fetchSessions, staleTime: 30_000 });
}
