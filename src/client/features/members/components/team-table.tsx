// The team table: a real table with sortable headers on wide screens, one card per person
// on phones. Each row opens what an admin can do with it.
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { TeamSort } from "../../../../shared/members/team-schema";
import type { TeamRow } from "../api/get-team";
import { useCompanyDates } from "../../../lib/format-date";
import { TeamRowActions } from "./team-row-actions";
import { DateCell, dateText, PersonCell, RoleBadge, SignatureCell, signatureText, StatusCell } from "./team-cells";

export type SortState = { sort: TeamSort; order: "asc" | "desc" };

type Props = {
  rows: TeamRow[];
  sort: SortState;
  onSort: (sort: TeamSort) => void;
  currentUserId: string;
  onOpen: (row: TeamRow) => void;
  onEdit: (row: TeamRow) => void;
  busy: boolean;
};

function SortHeader({
  label,
  field,
  sort,
  onSort,
  className,
}: {
  label: string;
  field: TeamSort;
  sort: SortState;
  onSort: (s: TeamSort) => void;
  className?: string;
}) {
  const active = sort.sort === field;
  const Icon = !active ? ArrowUpDown : sort.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={`px-4 py-3 font-medium ${className ?? ""}`}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon className={`size-3.5 ${active ? "text-slate-900" : "text-slate-400"}`} aria-hidden="true" />
      </button>
    </th>
  );
}

export function TeamTable({ rows, sort, onSort, currentUserId, onOpen, onEdit, busy }: Props) {
  const dates = useCompanyDates();
  return (
    <div aria-busy={busy} className={busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Team members and invitations</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500">
            <tr>
              <SortHeader label="Name" field="name" sort={sort} onSort={onSort} />
              <SortHeader label="Role" field="role" sort={sort} onSort={onSort} />
              <th scope="col" className="px-4 py-3 font-medium uppercase">
                Department
              </th>
              <th scope="col" className="px-4 py-3 font-medium uppercase">
                Signature
              </th>
              <SortHeader label="Date" field="date" sort={sort} onSort={onSort} />
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.id}`} className="hover:bg-slate-50/60">
                <td className="max-w-64 px-4 py-3">
                  <PersonCell row={row} isYou={row.id === currentUserId} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-start gap-1">
                    <RoleBadge role={row.role} />
                    <StatusCell row={row} />
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <div>{row.department?.name ?? <span className="text-slate-400">—</span>}</div>
                  {row.office && <div className="text-xs text-slate-500">{row.office.name}</div>}
                </td>
                <td className="px-4 py-3">
                  <SignatureCell row={row} />
                </td>
                <td className="px-4 py-3 text-slate-600">
                  <DateCell row={row} />
                </td>
                <td className="px-4 py-3 text-right">
                  <TeamRowActions row={row} onOpen={onOpen} onEdit={onEdit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Team members and invitations">
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className="flex flex-col gap-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <PersonCell row={row} isYou={row.id === currentUserId} />
              <TeamRowActions row={row} onOpen={onOpen} onEdit={onEdit} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={row.role} />
              <StatusCell row={row} />
            </div>
            <p className="text-xs text-slate-600">
              {[row.department?.name, row.office?.name].filter(Boolean).join(" · ") || "No department or office"}
            </p>
            <p className="text-xs text-slate-500">
              {row.kind === "member" ? `${signatureText(row, dates)} · ${dateText(row, dates)}` : dateText(row, dates)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
