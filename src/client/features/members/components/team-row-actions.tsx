// What a team row offers, in the table's actions cell and on the phone cards: "Manage"
// opens the row; an invitation that is still open or expired also offers "Edit" (its
// role, department and office).
import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { TeamRow } from "../api/get-team";

type Props = { row: TeamRow; onOpen: (row: TeamRow) => void; onEdit: (row: TeamRow) => void };

export function TeamRowActions({ row, onOpen, onEdit }: Props) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-2">
      {row.kind === "invitation" && (
        <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={`Edit invitation to ${row.email}`}>
          <Pencil aria-hidden="true" /> <span className="max-sm:sr-only">Edit</span>
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onOpen(row)}
        aria-label={`${row.kind === "member" ? "Manage" : "Manage invitation"} ${row.email}`}
      >
        Manage
      </Button>
    </div>
  );
}
