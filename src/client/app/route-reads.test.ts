// The reads a page starts as the app boots land in the query cache under the very keys the
// page reads (one request each), and the landing page starts none.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { appQueryClient } from "../lib/query-client";
import { meQuery } from "../lib/resources/account";
import { statisticsQuery } from "../lib/resources/statistics";
import { teamQuery } from "../lib/resources/members";
import { templatesQuery } from "../lib/resources/templates";
import { readTeamParams, teamQueryOf } from "../features/members/team-params";
import { FIRST_PRESET, presetRange, todayIn } from "../features/statistics/statistics-range";
import { startRouteReads } from "./route-reads";
import { PAGE_READ_PRELOADS } from "../../shared/page-read-preloads";

const ME = { user: { id: "u1" }, account: { id: "a1", timeZone: "Pacific/Auckland" } };
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  appQueryClient().clear();
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://app.test");
    requests.push(url.pathname + url.search);
    const body = url.pathname === "/api/me" ? ME : url.pathname === "/api/templates" ? { templates: [] } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

// Its timeout is a backstop (vi.waitFor gives up after 1 s by default: a busy machine may be slower).
const settled = () => vi.waitFor(() => expect(appQueryClient().isFetching()).toBe(0), { timeout: 60_000 });

it("reads the session and the team page the address names, under the keys /users reads", async () => {
  const url = new URL("http://app.test/users?role=admin&sort=name&order=asc&page=2");
  startRouteReads(url);
  await settled();
  const client = appQueryClient();
  expect(client.getQueryData(meQuery().queryKey)).toEqual(ME);
  const teamKey = teamQuery(teamQueryOf(readTeamParams(url.searchParams))).queryKey;
  expect(teamKey[1]).toEqual({ role: "admin", sort: "name", order: "asc", page: "2", pageSize: "25" });
  expect(client.getQueryState(teamKey)?.status).toBe("success");
  expect(requests.sort()).toEqual(["/api/me", "/api/team?role=admin&sort=name&order=asc&page=2&pageSize=25"].sort());
});

it("reads /statistics' first range in the company's time zone, once the session names it", async () => {
  startRouteReads(new URL("http://app.test/statistics"));
  await settled();
  const range = presetRange(FIRST_PRESET, todayIn(ME.account.timeZone));
  expect(appQueryClient().getQueryState(statisticsQuery(range).queryKey)?.status).toBe("success");
  expect(requests).toEqual(["/api/me", `/api/statistics?from=${range.from}&to=${range.to}`]);
});

it("reads the templates for /templates, once however often it is asked", async () => {
  startRouteReads(new URL("http://app.test/templates"));
  startRouteReads(new URL("http://app.test/templates"));
  await settled();
  startRouteReads(new URL("http://app.test/templates"));
  await settled();
  expect(appQueryClient().getQueryData(templatesQuery().queryKey)).toEqual([]);
  expect(requests.sort()).toEqual(["/api/me", "/api/templates"]);
});

it("starts nothing on the landing page (it reads the session itself), only the session elsewhere", async () => {
  startRouteReads(new URL("http://app.test/"));
  await settled();
  expect(requests).toEqual([]);
  startRouteReads(new URL("http://app.test/profile"));
  await settled();
  expect(requests).toEqual(["/api/me"]);
});

// The server preloads these reads for a request with a session cookie: the page must ask for the
// very same URL, or the browser fetches it twice.
it("asks, on each page whose first read the server preloads, for exactly the preloaded URL", async () => {
  for (const [page, read] of Object.entries(PAGE_READ_PRELOADS)) {
    appQueryClient().clear();
    requests.length = 0;
    startRouteReads(new URL(page, "http://app.test"));
    await settled();
    expect(requests.sort(), page).toEqual(["/api/me", read].sort());
  }
});
