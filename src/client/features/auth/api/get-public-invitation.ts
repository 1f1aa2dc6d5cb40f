import { useQuery } from "@tanstack/react-query";
import { publicInvitationQuery } from "../../../lib/resources/members";

export { fetchPublicInvitation as getPublicInvitation } from "../../../lib/resources/members";

export function usePublicInvitation(id: string | null, token: string | null) {
  return useQuery({ ...publicInvitationQuery(id ?? "", token ?? ""), enabled: Boolean(id) });
}
