// The team list's view as the address holds it (filters, sort, page), and the query for
// GET /api/team it makes. /users reads it; app/route-reads.ts asks for the first page of the
// list before the page has loaded, so both build the query here and share one cache entry.
import { TEAM_SORTS, type TeamSort } from "../../../shared/members/team-schema";
import type { TeamQueryValues } from "../../lib/resources/members";
import type { Filters } from "./components/team-toolbar";
import type { SortState } from "./components/team-table";

export const TEAM_FILTERS = ["search", "role", "status", "departmentId", "officeId"] as const;

export function readTeamParams(params: URLSearchParams) {
  const filters = Object.fromEntries(TEAM_FILTERS.map((f) => [f, params.get(f) ?? ""])) as Filters;
  const sortParam = params.get("sort") as TeamSort | null;
  const sort: SortState = {
    sort: sortParam && TEAM_SORTS.includes(sortParam) ? sortParam : "date",
    order: params.get("order") === "asc" ? "asc" : "desc",
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSize = [25, 50, 100].includes(Number(params.get("pageSize"))) ? Number(params.get("pageSize")) : 25;
  return { filters, sort, page, pageSize };
}

/** The API query of a view: only the values that are set. */
export function teamQueryOf({ filters, sort, page, pageSize }: ReturnType<typeof readTeamParams>): TeamQueryValues {
  return Object.fromEntries(
    Object.entries({ ...filters, sort: sort.sort, order: sort.order, page: String(page), pageSize: String(pageSize) }).filter(([, v]) => v),
  );
}
