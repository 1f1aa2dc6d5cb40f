// GET /api/team (members only, by name): whom the editor's preview can show.
import { api, call } from "../../../lib/api-client";

const PAGE_SIZE = 100;

export async function fetchPreviewMembers(search: string) {
  const page = await call(api.team.$get({ query: { status: "member", sort: "name", order: "asc", pageSize: String(PAGE_SIZE), search } }));
  return {
    total: page.total,
    options: page.rows.map((r) => ({ id: r.id, label: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email })),
  };
}
