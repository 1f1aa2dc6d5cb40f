// Small pieces shared by the super admin pages: status and role badges, pagination, a
// stat tile, the audit list, and a responsive table (a table from md up, stacked rows below).
import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/format-date";
import { cn } from "../../../lib/cn";
import { AUDIT_ACTIONS } from "../../../../shared/audit/audit-actions";
import type { AccountStatus, Role } from "../../../../shared/permissions";
import type { AdminAuditEntry } from "../../../../shared/admin/admin-responses";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";

export const statusTone = { active: "success", pending_activation: "warning", suspended: "danger" } as const;
export const statusLabel = { active: "Active", pending_activation: "Pending activation", suspended: "Suspended" } as const;
/** Role names as words ("Member", not `user`). */
export const roleLabel = ROLE_LABELS;

export function StatusBadge({ status }: { status: AccountStatus }) {
  return <Badge tone={statusTone[status]}>{statusLabel[status]}</Badge>;
}

export function RoleBadge({ role }: { role: Role | null }) {
  if (!role) return <Badge tone="neutral">No account</Badge>;
  return <Badge tone={role === "super_admin" ? "brand" : role === "admin" ? "warning" : "neutral"}>{roleLabel[role]}</Badge>;
}

export function Pagination({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm">
      <p className="text-slate-500" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${first.toLocaleString()}–${last.toLocaleString()} of ${total.toLocaleString()} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" /> <span className="hidden sm:inline">Previous</span>
        </Button>
        <span className="text-slate-500 tabular-nums">
          {page} / {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
          <span className="hidden sm:inline">Next</span> <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export function StatTile({ label, value, hint, className }: { label: string; value: ReactNode; hint?: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

function describeChange(value: unknown) {
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "boolean") return value ? "on" : "off";
  return String(value);
}

/** `timeZone`: the company's, when the entries are one company's (else the browser's). */
export function AuditList({ entries, empty, timeZone }: { entries: AdminAuditEntry[]; empty: string; timeZone?: string }) {
  if (entries.length === 0) return <p className="px-5 py-6 text-sm text-slate-500 sm:px-6">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const label = (AUDIT_ACTIONS as Record<string, string>)[entry.action] ?? entry.action;
        const changes = (entry.data?.changes ?? {}) as Record<string, [unknown, unknown]>;
        const reason = typeof entry.data?.reason === "string" ? entry.data.reason : null;
        return (
          <li key={entry.id} className="px-5 py-3 sm:px-6">
            <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="text-sm text-slate-900">
                <span className="font-medium">{label}</span>
                {entry.targetLabel && <span className="text-slate-600"> · {entry.targetLabel}</span>}
              </p>
              <time className="shrink-0 text-xs text-slate-500" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt, timeZone)}
              </time>
            </div>
            <p className="mt-0.5 break-words text-xs text-slate-500">
              by {entry.actorEmail ?? "a deleted user"}
              {entry.ip ? ` from ${entry.ip}` : ""}
            </p>
            {Object.keys(changes).length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
                {Object.entries(changes).map(([field, [before, after]]) => (
                  <li key={field} className="break-words">
                    {field}: <span className="text-slate-500 line-through">{describeChange(before)}</span> → {describeChange(after)}
                  </li>
                ))}
              </ul>
            )}
            {reason && <p className="mt-1 break-words text-xs text-slate-600">Reason: {reason}</p>}
          </li>
        );
      })}
    </ol>
  );
}
