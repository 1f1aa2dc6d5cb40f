// The filters of an admin list (search, the list's own filters, the page) kept in the address,
// so a filtered list can be bookmarked and Back returns to it. A value equal to its default
// (page 1, the default sort) is left out of the address. The search box writes the address
// once typing pauses, and goes back to page 1.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebounced } from "../../../lib/use-debounced";

export function useListParams(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const debounced = useDebounced(search);
  const omitted: Record<string, string> = { page: "1", ...defaults };

  function update(next: Record<string, string>) {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value && omitted[key] !== value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if ((params.get("q") ?? "") !== debounced.trim()) update({ q: debounced.trim(), page: "1" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term writes the address
  }, [debounced]);

  const setPage = (next: number) => update({ page: String(next) });
  return { params, page, setPage, search, setSearch, update, query: params.get("q") ?? "" };
}
