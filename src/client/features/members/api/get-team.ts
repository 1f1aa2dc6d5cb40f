import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { teamQuery, type TeamQueryValues } from "../../../lib/resources/members";

export type { TeamPage, TeamQueryValues, TeamRow } from "../../../lib/resources/members";

/** How often the page is read again while a signature waits to be pushed into a mailbox. */
const PUSH_POLL_MS = 3000;

export function useTeam(query: TeamQueryValues) {
  // The previous page stays on screen while the next one loads: no flashing table.
  return useQuery({
    ...teamQuery(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.rows.some((r) => r.mailbox && (r.mailbox.status === "queued" || r.mailbox.status === "pushing")) ? PUSH_POLL_MS : false,
  });
}

/** The CSV export's address with the list's filters and sort. */
export function teamExportUrl(query: TeamQueryValues) {
  const params = new URLSearchParams(Object.entries(query).filter(([key, value]) => value && key !== "page" && key !== "pageSize"));
  const search = params.toString();
  return `/api/team/export${search ? `?${search}` : ""}`;
}
