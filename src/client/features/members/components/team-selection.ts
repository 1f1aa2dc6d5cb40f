// The rows an admin ticked in the team table, kept across pages (by kind and id, with the
// row as it was when ticked), and which of them each bulk action applies to.
import { useCallback, useMemo, useState } from "react";
import type { TeamRow } from "../api/get-team";

export const rowKey = (row: Pick<TeamRow, "kind" | "id">) => `${row.kind}-${row.id}`;

export function useTeamSelection() {
  const [rows, setRows] = useState<ReadonlyMap<string, TeamRow>>(new Map());
  const select = useCallback((changed: TeamRow[], checked: boolean) => {
    setRows((current) => {
      const next = new Map(current);
      for (const row of changed) {
        if (checked) next.set(rowKey(row), row);
        else next.delete(rowKey(row));
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setRows(new Map()), []);
  const keys = useMemo(() => new Set(rows.keys()), [rows]);
  const all = useMemo(() => [...rows.values()], [rows]);
  return {
    keys,
    count: rows.size,
    select,
    clear,
    /** Resend and revoke apply to the open (pending or expired) invitations ticked. */
    invitations: all.filter((row) => row.kind === "invitation"),
    /** Department and office apply to the members ticked. */
    members: all.filter((row) => row.kind === "member"),
  };
}

export type TeamSelection = ReturnType<typeof useTeamSelection>;
