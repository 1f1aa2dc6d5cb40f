// A deployment's progress: a bar and the counts (done, skipped, failed, left), then its
// emails and, for "Put it in Gmail", where the members' signatures are in Gmail.
import { cn } from "../../../lib/cn";
import type { Deployment } from "../api/get-deployments";

export function progressOf(deployment: Deployment) {
  const { total, pending } = deployment.counts;
  return total === 0 ? 100 : Math.floor(((total - pending) / total) * 100);
}

const COUNTS = [
  { key: "updated", label: "Done", hint: "new signature stored", tone: "text-emerald-700" },
  { key: "skipped", label: "Skipped", hint: "unchanged", tone: "text-slate-700" },
  { key: "failed", label: "Failed", hint: "see the results", tone: "text-red-700" },
  { key: "pending", label: "Left", hint: "still to do", tone: "text-slate-700" },
] as const;

/** "In Gmail: 0 updated, 18 unchanged, 5 failed": what each member's push did, never one "pushed" for all. */
export function GmailCounts({ gmail }: { gmail: NonNullable<Deployment["counts"]["gmail"]> }) {
  if (gmail.queued + gmail.updated + gmail.unchanged + gmail.failed === 0) return null;
  const n = (count: number) => count.toLocaleString();
  return (
    <p className="text-xs text-slate-500" data-testid="deployment-gmail">
      In Gmail: {n(gmail.updated)} updated, {n(gmail.unchanged)} unchanged
      {gmail.failed > 0 && <span className="text-red-700">, {n(gmail.failed)} failed (see the results)</span>}
      {gmail.queued > 0 && `, ${n(gmail.queued)} waiting`}
    </p>
  );
}

export function DeploymentProgress({ deployment, className }: { deployment: Deployment; className?: string }) {
  const percent = progressOf(deployment);
  const running = deployment.status === "running";
  const { counts } = deployment;
  return (
    <div className={cn("flex flex-col gap-3", className)} data-testid="deployment-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">{running ? "Deploying signatures..." : "Deployment finished"}</span>
        <span className="tabular-nums text-slate-600" data-testid="deployment-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Deployment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn("h-full rounded-full transition-[width] duration-500", running ? "bg-brand-600" : "bg-emerald-600")}
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map((c) => (
          <div key={c.key} className="rounded-lg border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-500">
              {c.label} <span className="sr-only">({c.hint})</span>
            </dt>
            <dd
              className={cn("text-lg font-semibold tabular-nums", counts[c.key] > 0 ? c.tone : "text-slate-700")}
              data-testid={`count-${c.key}`}
            >
              {counts[c.key].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {deployment.emailMembers && (counts.emailsQueued > 0 || counts.emailsSent > 0 || counts.emailsFailed > 0) && (
        <p className="text-xs text-slate-500">
          Emails: {counts.emailsSent} sent
          {counts.emailsQueued > 0 && `, ${counts.emailsQueued} waiting`}
          {counts.emailsFailed > 0 && `, ${counts.emailsFailed} failed (retried automatically)`}
        </p>
      )}
      {counts.gmail && <GmailCounts gmail={counts.gmail} />}
    </div>
  );
}
