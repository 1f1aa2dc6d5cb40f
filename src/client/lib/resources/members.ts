// The member's own profile, the team list and a public invitation.
import { queryOptions } from "@tanstack/react-query";
import { api, ApiError, call } from "../api-client";
import { resourceKey } from "./resource-key";
import type { ProfileView } from "../../../shared/profiles/profile-responses";
import type { DirectoryLink } from "../../../shared/integrations/integration-responses";

/** The profile answer as one object: the member's fields, and the directory that manages them (or null). */
export const profileOf = ({ profile, directory }: { profile: ProfileView; directory: DirectoryLink | null }) => ({ ...profile, directory });
export async function fetchProfile() {
  return profileOf(await call(api.profile.$get()));
}
export const profileQuery = () => queryOptions({ queryKey: resourceKey("/api/profile"), queryFn: fetchProfile });
export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

/** Query values as the URL holds them (strings; empty means "any"). */
export type TeamQueryValues = Record<string, string>;
export function fetchTeam(query: TeamQueryValues) {
  return call(api.team.$get({ query }));
}
/** One page of the team: members and invitations, filtered and sorted on the server. */
export const teamQuery = (query: TeamQueryValues) =>
  queryOptions({ queryKey: resourceKey("/api/team", query), queryFn: () => fetchTeam(query) });
export type TeamPage = Awaited<ReturnType<typeof fetchTeam>>;
export type TeamRow = TeamPage["rows"][number];

export function fetchPublicInvitation(id: string, token: string) {
  return call(api.invitations[":id"].public.$get({ param: { id: encodeURIComponent(id) }, query: { token } })).then((r) => r.invitation);
}
// A 4xx (no secret, or used, revoked, expired or unknown) will not change: no retries for it.
export const publicInvitationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/invitations/${id}/public`, { token }),
    queryFn: () => fetchPublicInvitation(id, token),
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/** How many emails (invitations, resends, deployment notices) the company may still send this hour and today. */
export const emailBudgetQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/invitations/budget"),
    queryFn: async () => (await call(api.invitations.budget.$get())).budget,
    staleTime: 0,
  });
