// The templates library's query keys, and what a change refreshes: the list, one
// template's detail (the editor), and the member's signature (a default or department
// change moves members to another template at once).
import type { QueryClient } from "@tanstack/react-query";

export const templateKeys = {
  all: ["templates"] as const,
  list: ["templates", "list"] as const,
  gallery: ["templates", "gallery"] as const,
  departments: ["templates", "departments"] as const,
  moves: (id: string, departmentIds: string[]) => ["templates", "moves", id, departmentIds] as const,
  /** One template's editor data: its detail, versions, checks and preview data. */
  one: (id: string) => ["templates", "one", id] as const,
};

export async function refreshTemplates(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: templateKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["signature"] }),
  ]);
}
