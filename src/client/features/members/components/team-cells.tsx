// How one team row reads: name, role, status and signature state, where a synced member
// came from and their signature in Gmail, shared by the table (wide screens) and the cards (phones).
import { Badge } from "../../../components/ui/badge";
import { formatRelative, useCompanyDates, type CompanyDates } from "../../../lib/format-date";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import { DIRECTORY_PROVIDER_NAMES, DIRECTORY_SOURCE_TEXT } from "../../../../shared/integrations/integration-schema";
import { MAILBOX_PROVIDER_NAMES } from "../../../../shared/integrations/integration-responses";
import type { TeamRow } from "../api/get-team";
import { mailboxStatusText } from "../../../lib/mailbox-status";
import { cn } from "../../../lib/cn";

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
        <DirectoryLine row={row} />
      </div>
    </div>
  );
}

/** A synced member: "From Google · synced 5 minutes ago" (the exact time in its title), and an open invitation to sign in. */
function DirectoryLine({ row }: { row: TeamRow }) {
  const dates = useCompanyDates();
  const { directory, signInInvitation } = row;
  if (!directory) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-500" data-testid="directory-source">
      <Badge
        tone={directory.deactivated ? "warning" : "neutral"}
        title={`Kept up to date by your ${DIRECTORY_PROVIDER_NAMES[directory.provider]}`}
      >
        {DIRECTORY_SOURCE_TEXT[directory.provider]}
      </Badge>
      {directory.deactivated ? (
        <span>Suspended or removed there</span>
      ) : (
        <span title={dates.dateTime(directory.syncedAt)}>synced {formatRelative(directory.syncedAt)}</span>
      )}
      {signInInvitation && <span title={dates.dateTime(signInInvitation.sentAt)}>· invited to sign in</span>}
    </div>
  );
}

/**
 * The member's signature in their mailbox: the latest attempt for the signature they have now
 * ("In Gmail, pushed 4 min ago"; "Out of date in Gmail: failed 3 min ago: why"; waiting), the
 * exact time in its title; "Changed by Gmail" when it stored something else.
 */
export function MailboxCell({ row, provider }: { row: TeamRow; provider: keyof typeof MAILBOX_PROVIDER_NAMES }) {
  const dates = useCompanyDates();
  const push = row.mailbox?.provider === provider ? row.mailbox : null;
  if (row.kind === "invitation") return <span className="text-sm text-slate-400">—</span>;
  if (!push) return <span className="text-sm text-slate-500">{row.directory?.deactivated ? "—" : "Not yet"}</span>;
  const name = MAILBOX_PROVIDER_NAMES[provider];
  const text = mailboxStatusText(push);
  return (
    <div className="flex flex-col items-start gap-1 text-sm" data-testid="mailbox-status" title={dates.dateTime(push.at)}>
      {text.tone === "failed" || text.tone === "stale" ? (
        <Badge tone={text.tone === "failed" ? "danger" : "warning"}>{text.headline}</Badge>
      ) : (
        <span className={text.tone === "ok" ? "text-emerald-700" : "text-slate-600"}>{text.headline}</span>
      )}
      {text.detail && (
        <span
          className={cn("line-clamp-3 max-w-44 text-xs", text.tone === "failed" ? "text-red-700" : "text-slate-500")}
          title={text.detail}
        >
          {text.detail}
        </span>
      )}
      {push.changedByProvider && (
        <Badge tone="warning" title={`${name} stored the signature with changes of its own (it rewrites some markup).`}>
          Changed by {name}
        </Badge>
      )}
    </div>
  );
}

/**
 * The member's signature in Outlook ("In Outlook"): when the company's add-in last fetched it
 * to insert it (relative, the exact time in its title); not within 30 days, "Not lately".
 */
export function OutlookCell({ row }: { row: TeamRow }) {
  const dates = useCompanyDates();
  if (row.kind === "invitation") return <span className="text-sm text-slate-400">—</span>;
  if (!row.outlook) return <span className="text-sm text-slate-500">Not yet</span>;
  const { fetchedAt: at, recent } = row.outlook;
  return (
    <span
      className={recent ? "text-sm text-emerald-700" : "text-sm text-slate-500"}
      title={dates.dateTime(at)}
      data-testid="outlook-status"
    >
      {recent ? `Inserted ${formatRelative(at)}` : `Not lately (last ${formatRelative(at)})`}
    </span>
  );
}

export function RoleBadge({ role }: { role: TeamRow["role"] }) {
  return <Badge tone={role === "user" ? "neutral" : "brand"}>{ROLE_LABELS[role]}</Badge>;
}

/** A member the directory deactivated: it can't sign in and gets no signature pushes. */
function DeactivatedBadge() {
  return (
    <Badge tone="warning" title="Deactivated by the directory: can't sign in, gets no signature pushes">
      Deactivated
    </Badge>
  );
}

/** The directory gave the member a new address that waits for them to confirm it from that mailbox. */
function NewAddressBadge({ email }: { email: string }) {
  return (
    <Badge
      tone="neutral"
      title={`The directory gave ${email}: it becomes the sign-in address once the member confirms it from that mailbox`}
    >
      New address waiting: {email}
    </Badge>
  );
}

export function StatusCell({ row }: { row: TeamRow }) {
  // A member's row says "Joined" in its date; it carries a badge when its directory deactivated
  // it or gave it a new address the member hasn't confirmed yet.
  if (row.status === "member") {
    const pending = row.directory?.pendingEmail;
    if (!row.directory?.deactivated && !pending) return null;
    return (
      <div className="flex flex-wrap items-center gap-1">
        {row.directory?.deactivated && <DeactivatedBadge />}
        {pending && <NewAddressBadge email={pending} />}
      </div>
    );
  }
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
