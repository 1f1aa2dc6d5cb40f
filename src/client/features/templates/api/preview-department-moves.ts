// POST /api/templates/{id}/departments/preview: the members a department change would move
// to another template, from which to which (nothing is stored). Asked again as the
// admin ticks boxes; the previous answer stays on screen meanwhile.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { templateKeys } from "./template-keys";

async function fetchMoves(id: string, departmentIds: string[]) {
  return (await call(api.templates[":id"].departments.preview.$post({ param: { id }, json: { departmentIds } }))).moves;
}
export type TemplateMove = Awaited<ReturnType<typeof fetchMoves>>[number];

export function useDepartmentMoves(id: string, departmentIds: string[], enabled: boolean) {
  const sorted = [...departmentIds].sort();
  return useQuery({
    queryKey: templateKeys.moves(id, sorted),
    queryFn: () => fetchMoves(id, sorted),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
