import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/input";
import { TEAM_PAGE_SIZES } from "../../../../shared/members/team-schema";

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void; onPageSize: (size: number) => void };

const number = new Intl.NumberFormat();

export function TeamPagination({ page, pageSize, total, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {number.format(from)}–{number.format(to)} of {number.format(total)}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-xs whitespace-nowrap text-slate-500">
          <span className="hidden sm:inline">Rows per page</span>
          <span className="sr-only sm:hidden">Rows per page</span>
          <Select className="h-8 w-24 text-sm" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {TEAM_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="min-w-16 text-center text-xs whitespace-nowrap">
          Page {number.format(page)} of {number.format(pages)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Next page">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
