import { useQuery } from "@tanstack/react-query";
import { sessionsQuery } from "../../../lib/resources/account";

export type { UserSession } from "../../../lib/resources/account";

export function useSessions() {
  return useQuery(sessionsQuery());
}
