import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { teamKeys } from "./team-keys";

/** Query values as the URL holds them (strings; empty means "any"). */
export type TeamQueryValues = Record<string, string>;

export async function fetchTeam(query: TeamQueryValues) {
  return call(api.team.$get({ query }));
}

export type TeamPage = Awaited<ReturnType<typeof fetchTeam>>;
export type TeamRow = TeamPage["rows"][number];

export function useTeam(query: TeamQueryValues) {
  // The previous page stays on screen while the next one loads: no flashing table.
  return useQuery({ queryKey: teamKeys.page(query), queryFn: () => fetchTeam(query), placeholderData: keepPreviousData });
}

/** The CSV export's address with the list's filters and sort. */
export function teamExportUrl(query: TeamQueryValues) {
  const params = new URLSearchParams(Object.entries(query).filter(([key, value]) => value && key !== "page" && key !== "pageSize"));
  const search = params.toString();
  return `/api/team/export${search ? `?${search}` : ""}`;
}
