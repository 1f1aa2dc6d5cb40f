// Search (on the server, by name or email) and the filters of the team table.
import { SearchInput } from "../../../components/ui/search-input";
import { Select } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import type { Office } from "../../../lib/offices";

export type Filters = { search: string; role: string; status: string; departmentId: string; officeId: string };
type Props = {
  filters: Filters;
  search: string;
  onSearch: (value: string) => void;
  onFilter: (name: keyof Filters, value: string) => void;
  onClear: () => void;
  departments: { id: string; name: string }[];
  offices: Office[];
};

const filterClass = "h-9 w-full min-w-0 text-sm 2xl:w-auto 2xl:flex-1";

export function TeamToolbar({ filters, search, onSearch, onFilter, onClear, departments, offices }: Props) {
  const filtered = Boolean(filters.search || filters.role || filters.status || filters.departmentId || filters.officeId);
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-4 2xl:flex-row 2xl:items-center">
      <SearchInput
        label="Search team"
        placeholder="Search by name or email"
        className="2xl:w-80 2xl:flex-none"
        inputClassName="h-9"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4 2xl:flex 2xl:flex-1 2xl:items-center">
        <Select
          aria-label="Filter by status"
          className={filterClass}
          value={filters.status}
          onChange={(e) => onFilter("status", e.target.value)}
        >
          <option value="">All statuses</option>
          <option value="member">Members</option>
          <option value="invited">Invited</option>
          <option value="expired">Expired invitations</option>
        </Select>
        <Select aria-label="Filter by role" className={filterClass} value={filters.role} onChange={(e) => onFilter("role", e.target.value)}>
          <option value="">All roles</option>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filter by department"
          className={filterClass}
          value={filters.departmentId}
          onChange={(e) => onFilter("departmentId", e.target.value)}
          disabled={!departments.length}
        >
          <option value="">All departments</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filter by office"
          className={filterClass}
          value={filters.officeId}
          onChange={(e) => onFilter("officeId", e.target.value)}
          disabled={!offices.length}
        >
          <option value="">All offices</option>
          {offices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.locationName}
            </option>
          ))}
        </Select>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear} className="col-span-2 justify-self-start lg:col-span-4 2xl:flex-none">
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
