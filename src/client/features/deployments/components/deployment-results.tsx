// One deployment's per-member results, failures first, with the reason of each failure and,
// for "Put it in Gmail", each member's signature in Gmail; "Retry failed" re-runs only those
// still in the company and queues the failed pushes again. A member a later retry did shows that result (the
// server counts each member by their latest outcome), so once a retry fixed everyone the
// button is gone; while the retry runs it reads "Retrying..." and can't start another.
// A member over Gmail's limit is not retried while nothing their signature is made of changed
// (it would fail again): their row offers to open the template, the fix, instead.
import { useRef, useState } from "react";
import { Link } from "react-router";
import { FilePenLine, RotateCcw } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { cn } from "../../../lib/cn";
import { isLive, type Deployment } from "../api/get-deployments";
import { MEMBERS_PAGE_SIZE, useDeploymentMembers, type DeploymentMember, type MemberStatusFilter } from "../api/get-deployment-members";
import { useRetryDeployment } from "../api/retry-deployment";
import { mailboxStatusText } from "../../../lib/mailbox-status";
import { paths } from "../../../lib/paths";

const FILTERS: { value: MemberStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "failed", label: "Failed" },
  { value: "updated", label: "Updated" },
  { value: "skipped", label: "Skipped" },
  { value: "pending", label: "Left" },
];

const STATUS = {
  updated: { label: "Updated", tone: "success" },
  skipped: { label: "Unchanged", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
  pending: { label: "Waiting", tone: "brand" },
} as const;

const EMAIL = { none: null, queued: "Email queued", sending: "Email sending", sent: "Emailed", failed: "Email failed, retrying" } as const;

const GMAIL_TONE = { ok: "text-emerald-700", waiting: "text-slate-500", stale: "text-amber-800", failed: "text-red-700" } as const;

function MemberRow({ member }: { member: DeploymentMember }) {
  const status = STATUS[member.status];
  const gmail = member.gmail ? mailboxStatusText(member.gmail) : null;
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-testid="deployment-member">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{member.name ?? member.email ?? "Removed member"}</p>
        {member.name && <p className="truncate text-xs text-slate-500">{member.email}</p>}
        {member.reason && <p className="mt-0.5 text-xs text-red-700">{member.reason}</p>}
        {member.overLimitTemplate && (
          <Link
            to={paths.templateEditor(member.overLimitTemplate.id)}
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
          >
            <FilePenLine aria-hidden="true" className="size-3.5" /> Open the template “{member.overLimitTemplate.name}” to shorten it
          </Link>
        )}
        {member.emailStatus === "failed" && member.emailError && (
          <p className="mt-0.5 text-xs text-amber-800">Email: {member.emailError}</p>
        )}
        {gmail?.detail && gmail.tone !== "ok" && (
          <p className={cn("mt-0.5 text-xs", GMAIL_TONE[gmail.tone])}>
            {gmail.headline}: {gmail.detail}
          </p>
        )}
        {member.gmail?.changedByProvider && <p className="mt-0.5 text-xs text-amber-800">Changed by Gmail: it stored it differently.</p>}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {gmail && (
          <span className={cn("text-xs", GMAIL_TONE[gmail.tone])} data-testid="member-gmail">
            {gmail.headline}
          </span>
        )}
        {member.retriedIn && <span className="text-xs text-slate-500">By the retry</span>}
        {EMAIL[member.emailStatus] && <span className="text-xs text-slate-500">{EMAIL[member.emailStatus]}</span>}
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
    </li>
  );
}

/** `retryRunning`: a retry of this deployment is running (its members still count as failed here until it has a result). */
/**
 * "Retry failed (n)": re-runs the deployment's failed members still in the company. Shown
 * while some can be retried and the deployment is done, and as "Retrying..." while a retry
 * of it runs (`retryRunning`).
 */
export function RetryFailedButton({ deployment, retryRunning = false }: { deployment: Deployment; retryRunning?: boolean }) {
  const retry = useRetryDeployment();
  const retrying = retry.isPending || retryRunning;
  // Set at once (isPending only after a render): a double click sends one request.
  const sending = useRef(false);
  // Members to deploy again, and pushes into Gmail to queue again.
  const retryable = deployment.counts.retryable + (deployment.counts.gmail?.failed ?? 0);
  if (!((retryable > 0 && deployment.status !== "running") || retryRunning)) return null;

  async function onRetry() {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await retry.mutateAsync(deployment.id);
      showSuccess(
        result.deployment.id === deployment.id
          ? `Pushing ${result.pushesRequeued === 1 ? "1 signature" : `${result.pushesRequeued} signatures`} into Gmail again.`
          : "Retrying the failed members. Progress shows on this page.",
      );
    } catch (error) {
      showError((error as Error).message || "The failed members could not be retried.");
    } finally {
      sending.current = false;
    }
  }

  return (
    <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
      <RotateCcw aria-hidden="true" />
      {retrying ? "Retrying..." : `Retry failed (${retryable})`}
    </Button>
  );
}

export function DeploymentResults({ deployment, retryRunning = false }: { deployment: Deployment; retryRunning?: boolean }) {
  const { failed, retryable, overLimit } = deployment.counts;
  // Failed members who have left the company since: shown, never retried.
  const departed = failed - retryable - overLimit;
  const [filter, setFilter] = useState<MemberStatusFilter>(failed > 0 ? "failed" : "all");
  const [offset, setOffset] = useState(0);
  // A retry fixed the last failure while "Failed" was shown: show everyone, the retried included.
  const [seenFailed, setSeenFailed] = useState(failed);
  if (seenFailed !== failed) {
    setSeenFailed(failed);
    if (failed === 0 && filter === "failed") {
      setFilter("all");
      setOffset(0);
    }
  }
  const running = deployment.status === "running";
  const stamp = `${deployment.status}:${JSON.stringify(deployment.counts)}`;
  const members = useDeploymentMembers(deployment.id, filter, offset, isLive(deployment), stamp);
  const total = members.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Show members" className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => {
                setFilter(f.value);
                setOffset(0);
              }}
              className={cn(
                "rounded-full px-3 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                filter === f.value ? "bg-slate-900 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200",
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        <RetryFailedButton deployment={deployment} retryRunning={retryRunning} />
      </div>
      {departed > 0 && !running && !retryRunning && (
        <p className="text-xs text-slate-500">
          {departed === 1 ? "1 failed member has" : `${departed} failed members have`} left the company since and won't be retried.
        </p>
      )}
      {overLimit > 0 && !running && !retryRunning && (
        <p className="text-xs text-slate-600" data-testid="over-limit-note">
          {overLimit === 1 ? "1 signature is" : `${overLimit} signatures are`} over Gmail's limit of 10,000 characters: a retry would fail
          again. Open the template below, shorten it, then retry or deploy again.
        </p>
      )}
      {members.isPending ? (
        <Spinner label="Loading results" />
      ) : members.isError ? (
        <p className="text-sm text-red-700">Results could not be loaded. {members.error.message}</p>
      ) : members.data.members.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">No member in this list.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {members.data.members.map((m) => (
            <MemberRow key={m.userId} member={m} />
          ))}
        </ul>
      )}
      {total > MEMBERS_PAGE_SIZE && (
        <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
          <span>
            {offset + 1}-{Math.min(offset + MEMBERS_PAGE_SIZE, total)} of {total}
          </span>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - MEMBERS_PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={offset + MEMBERS_PAGE_SIZE >= total}
              onClick={() => setOffset(offset + MEMBERS_PAGE_SIZE)}
            >
              Next
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
