// How one team row reads: name, role, status and signature state, shared by the table
// (wide screens) and the cards (phones).
import { Badge } from "../../../components/ui/badge";
import { useCompanyDates, type CompanyDates } from "../../../lib/format-date";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import type { TeamRow } from "../api/get-team";
import type { DirectoryProviderId } from "../../../../shared/integrations/integration-schema";

export function displayName(row: TeamRow) {
  return [row.firstName, row.lastName].filter(Boolean).join(" ");
}

export function initialsOf(row: TeamRow) {
  const name = displayName(row) || row.email;
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

export function PersonCell({ row, isYou }: { row: TeamRow; isYou: boolean }) {
  const name = displayName(row);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className={
          row.kind === "member"
            ? "flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
            : "flex size-9 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-300 text-xs font-semibold text-slate-500"
        }
      >
        {initialsOf(row)}
      </span>
      <div className="min-w-0">
        <div className="truncate font-medium text-slate-900">
          {name || (row.kind === "invitation" ? row.email : <span className="text-slate-500">No name yet</span>)}
          {isYou && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
        </div>
        {(name || row.kind === "member") && <div className="truncate text-xs text-slate-500">{row.email}</div>}
        {row.jobTitle && <div className="truncate text-xs text-slate-500">{row.jobTitle}</div>}
      </div>
    </div>
  );
}

export function RoleBadge({ role }: { role: TeamRow["role"] }) {
  return <Badge tone={role === "user" ? "neutral" : "brand"}>{ROLE_LABELS[role]}</Badge>;
}

// Where a member comes from when a directory manages them; a provider not named here shows no badge.
const DIRECTORY_BADGES: Partial<Record<DirectoryProviderId, { label: string; title: string }>> = {
  scim: { label: "Provisioned", title: "Added and kept up to date by your identity provider (SCIM)" },
};

function DirectoryBadges({ directory }: { directory: NonNullable<TeamRow["directory"]> }) {
  const source = DIRECTORY_BADGES[directory.provider];
  if (!source && !directory.deactivated) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {source && (
        <Badge tone="neutral" className="bg-white text-slate-600 ring-1 ring-slate-300 ring-inset" title={source.title}>
          {source.label}
        </Badge>
      )}
      {directory.deactivated && (
        <Badge tone="warning" title="Deactivated by the directory: can't sign in, gets no signature pushes">
          Deactivated
        </Badge>
      )}
    </div>
  );
}

export function StatusCell({ row }: { row: TeamRow }) {
  // A member's row says "Joined" in its date; it carries a badge only when a directory manages it.
  if (row.status === "member") return row.directory ? <DirectoryBadges directory={row.directory} /> : null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {row.status === "invited" ? <Badge tone="brand">Invited</Badge> : <Badge tone="warning">Expired</Badge>}
      {row.emailStatus === "failed" && <Badge tone="danger">Email failed</Badge>}
      {row.emailStatus === "sending" && <Badge tone="neutral">Sending</Badge>}
    </div>
  );
}

export function signatureText(row: TeamRow, { date }: CompanyDates) {
  const { state, at } = row.signature;
  if (row.kind === "invitation") return "—";
  if (state === "none") return "No signature";
  if (state === "created" || !at) return "Has signature";
  return `${state === "installed" ? "Installed" : "Copied"} ${date(at)}`;
}

function SignatureLines({ row }: { row: TeamRow }) {
  const { state, at } = row.signature;
  const dates = useCompanyDates();
  if (row.kind === "member" && (state === "copied" || state === "installed") && at)
    return (
      <div className="whitespace-nowrap">
        <div>{state === "installed" ? "Installed" : "Copied"}</div>
        <div className="text-xs text-slate-500">{dates.date(at)}</div>
      </div>
    );
  return <>{signatureText(row, dates)}</>;
}

export function SignatureCell({ row }: { row: TeamRow }) {
  const { state } = row.signature;
  const tone = state === "copied" || state === "installed" ? "text-emerald-700" : state === "created" ? "text-slate-700" : "text-slate-500";
  return (
    <span className={`text-sm ${tone}`}>
      <SignatureLines row={row} />
    </span>
  );
}

/** What happened, and when: two lines in the table, one on a phone. */
export function DateCell({ row }: { row: TeamRow }) {
  const [label, ...rest] = dateText(row, useCompanyDates()).split(" ");
  return (
    <div className="whitespace-nowrap">
      <span className="text-xs text-slate-500 sm:block">{label}</span> <span className="sm:block">{rest.join(" ")}</span>
    </div>
  );
}

export function dateText(row: TeamRow, { date }: CompanyDates) {
  if (row.kind === "member") return `Joined ${date(row.date)}`;
  if (row.status === "expired" && row.expiresAt) return `Expired ${date(row.expiresAt)}`;
  return `Invited ${date(row.date)}`;
}
