// The reads a page starts with, begun as the app boots and as a navigation starts, while the
// page's code is still loading (main.tsx), so the page finds them under way or done. Each is a
// query of the resource layer (lib/resources, decision 026) with the very key the page asks for,
// so nothing is fetched twice. A page not listed here loses nothing: it reads as it renders.
// Only reads that stay fresh a while belong here: one read again on every mount (staleTime 0,
// like the deployments) would be fetched twice.
// The session comes first for every page but the landing page (which reads it through
// lib/me.ts): with a session cookie, index.html has already started GET /api/me (a preload),
// and this read takes that answer (decision 030).
import type { QueryClient } from "@tanstack/react-query";
import { appQueryClient } from "../lib/query-client";
import { paths } from "../lib/paths";
import { meQuery } from "../lib/resources/account";
import { campaignsQuery } from "../lib/resources/campaigns";
import { teamQuery } from "../lib/resources/members";
import { statisticsQuery } from "../lib/resources/statistics";
import { templatesQuery } from "../lib/resources/templates";
import { readTeamParams, teamQueryOf } from "../features/members/team-params";
import { FIRST_PRESET, presetRange, todayIn } from "../features/statistics/statistics-range";

type Reads = (client: QueryClient, url: URL) => Promise<unknown>;

const ROUTE_READS: Record<string, Reads> = {
  [paths.templates]: (client) => client.prefetchQuery(templatesQuery()),
  [paths.campaigns]: (client) => client.prefetchQuery(campaignsQuery()),
  [paths.users]: (client, url) => client.prefetchQuery(teamQuery(teamQueryOf(readTeamParams(url.searchParams)))),
  // The range ends today in the company's time zone, which the session names.
  [paths.statistics]: async (client) => {
    const me = await client.fetchQuery(meQuery());
    if (!me?.account) return;
    await client.prefetchQuery(statisticsQuery(presetRange(FIRST_PRESET, todayIn(me.account.timeZone))));
  },
};

export function startRouteReads(url: URL) {
  if (url.pathname === paths.home) return;
  const client = appQueryClient();
  void client.prefetchQuery(meQuery());
  void ROUTE_READS[url.pathname]?.(client, url).catch(() => {});
}
