// The members a department change would move to another template, from which to which
// (nothing is stored). Asked again as the admin ticks boxes; the previous answer stays on
// screen meanwhile.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { departmentMovesQuery } from "../../../lib/resources/templates";

export type { TemplateMove } from "../../../lib/resources/templates";

export function useDepartmentMoves(id: string, departmentIds: string[], enabled: boolean) {
  return useQuery({ ...departmentMovesQuery(id, departmentIds), enabled, placeholderData: keepPreviousData });
}
