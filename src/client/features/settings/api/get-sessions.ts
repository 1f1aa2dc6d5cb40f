import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type UserSession = {
  id: string;
  browser: string;
  os: string;
  device: "desktop" | "mobile" | "tablet";
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  isCurrent: boolean;
};

export const sessionsKey = ["account-settings", "sessions"] as const;

export async function fetchSessions(): Promise<UserSession[]> {
  const { sessions } = await api<{ sessions: UserSession[] }>("/api/account-settings/sessions");
  return sessions;
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: fetchSessions, staleTime: 30_000 });
}
