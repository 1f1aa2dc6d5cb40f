// Step 2 of "Invite members": every row with its status before anything is sent. Only a
// page of rows is drawn at a time, so 10,000 rows stay quick.
import { useMemo, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { Alert } from "../../../components/ui/alert";
import { cn } from "../../../lib/cn";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import type { Role } from "../../../../shared/permissions";
import { PREVIEW_STATUS_LABELS, PREVIEW_STATUSES, type PreviewStatus } from "../../../../shared/members/invitation-import-responses";
import type { Preview, PreviewRow } from "../api/bulk-invitations";

const TONES: Record<PreviewStatus, "success" | "danger" | "warning" | "neutral" | "brand"> = {
  ready: "success",
  invalid: "danger",
  duplicate: "warning",
  member: "neutral",
  invited: "neutral",
  unknown: "warning",
  limited: "warning",
};
const PAGE = 100;
// Denser than a page's table: the preview sits in a dialog.
const CELL = "sm:px-3 sm:py-2";
const number = new Intl.NumberFormat();

function RowStatus({ row }: { row: PreviewRow }) {
  return (
    <>
      <Badge tone={TONES[row.status]}>{PREVIEW_STATUS_LABELS[row.status]}</Badge>
      {row.reason && (row.status === "invalid" || row.status === "unknown") && (
        <div className="mt-1 text-xs text-slate-600">{row.reason}</div>
      )}
    </>
  );
}

type Props = {
  preview: Preview;
  createMissing: boolean;
  onCreateMissing: (value: boolean) => void;
  sendCount: number;
  onBack: () => void;
  onSend: () => void;
};

export function InvitePreview({ preview, createMissing, onCreateMissing, sendCount, onBack, onSend }: Props) {
  const [filter, setFilter] = useState<PreviewStatus | "all">("all");
  const [shown, setShown] = useState(PAGE);
  const counts = useMemo(() => {
    const c = Object.fromEntries(PREVIEW_STATUSES.map((s) => [s, 0])) as Record<PreviewStatus, number>;
    for (const row of preview.rows) c[row.status] += 1;
    return c;
  }, [preview]);
  const rows = useMemo(() => (filter === "all" ? preview.rows : preview.rows.filter((r) => r.status === filter)), [preview, filter]);
  const { departments, offices } = preview.missing;
  const missingText = [
    departments.length ? `${departments.length === 1 ? "department" : "departments"} ${departments.join(", ")}` : "",
    offices.length ? `${offices.length === 1 ? "office" : "offices"} ${offices.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join(" and ");

  const chip = (value: PreviewStatus | "all", label: string, count: number) => (
    <button
      key={value}
      type="button"
      aria-pressed={filter === value}
      onClick={() => {
        setFilter(value);
        setShown(PAGE);
      }}
      className={cn(
        "rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
        filter === value ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {label} <span className="tabular-nums">{number.format(count)}</span>
    </button>
  );

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="flex flex-wrap gap-2" aria-label="Show rows by status" role="group">
        {chip("all", "All", preview.rows.length)}
        {PREVIEW_STATUSES.filter((s) => counts[s] > 0).map((s) => chip(s, PREVIEW_STATUS_LABELS[s], counts[s]))}
      </div>
      {preview.ignoredColumns.length > 0 && <Alert tone="info">Ignored columns: {preview.ignoredColumns.join(", ")}.</Alert>}
      {missingText && (
        <label className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Checkbox
            checked={createMissing}
            onCheckedChange={(v) => onCreateMissing(v === true)}
            className="mt-0.5"
            aria-label="Create the missing departments and offices"
          />
          <span>
            Your company has no {missingText} yet. <strong>Create {departments.length + offices.length === 1 ? "it" : "them"}</strong> and
            invite those rows too.
          </span>
        </label>
      )}
      {/* Focusable, so the keyboard can scroll the rows (stacked rows on a phone overflow it). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Rows to invite"
        className="max-h-[45vh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Table caption="Rows to invite with their status">
          <THead className="sticky top-0">
            <Th className="px-3 py-2">Row</Th>
            <Th className="px-3 py-2">Email</Th>
            <Th className="px-3 py-2">Name</Th>
            <Th className="px-3 py-2">Role</Th>
            <Th className="px-3 py-2">Status</Th>
          </THead>
          <TBody>
            {rows.slice(0, shown).map((row) => (
              <Tr key={row.line + row.values.email} data-status={row.status} className="max-sm:py-2">
                <Td label="Row" className={cn(CELL, "text-xs text-slate-500 tabular-nums")}>
                  {row.line}
                </Td>
                <Td label="Email" className={cn(CELL, "text-slate-900 sm:max-w-56")}>
                  <div className="truncate" title={row.values.email}>
                    {row.values.email || <span className="text-slate-400">(empty)</span>}
                  </div>
                </Td>
                <Td label="Name" className={cn(CELL, "text-slate-600")}>
                  {[row.values.firstName, row.values.lastName].filter(Boolean).join(" ")}
                </Td>
                <Td label="Role" className={cn(CELL, "text-slate-600")}>
                  {ROLE_LABELS[row.values.role as Role] ?? row.values.role}
                </Td>
                <Td label="Status" className={CELL}>
                  <RowStatus row={row} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        {rows.length > shown && (
          <div className="border-t border-slate-100 p-2 text-center">
            <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + PAGE * 5)}>
              Show more ({number.format(rows.length - shown)} left)
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {sendCount === 0 && <p className="text-sm text-slate-600">No row can be sent.</p>}
          <Button onClick={onSend} disabled={sendCount === 0}>
            Send {number.format(sendCount)} {sendCount === 1 ? "invitation" : "invitations"}
          </Button>
        </div>
      </div>
    </div>
  );
}
