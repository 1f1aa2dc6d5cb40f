// The running deployment's live progress and the history of deployments, each with its
// per-member results (/templates: <DeploymentsPanel />), and the latest deployment's card
// alone for pages that deploy without the history (/users: <LatestDeploymentCard relevantOnly />).
import { useState } from "react";
import { ChevronDown, History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { useCompanyDates } from "../../../lib/format-date";
import { cn } from "../../../lib/cn";
import { useDeployments, type Deployment } from "../api/get-deployments";
import { DeploymentProgress, GmailCounts } from "./deployment-progress";
import { DeploymentResults, RetryFailedButton } from "./deployment-results";

function duration(ms: number | null) {
  if (ms === null) return "running";
  if (ms < 1000) return "under a second";
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function DeploymentRow({ deployment, retryRunning }: { deployment: Deployment; retryRunning: boolean }) {
  const [open, setOpen] = useState(false);
  const { dateTime } = useCompanyDates();
  const { counts } = deployment;
  // Members deleted since (their user with them) take their results along: say so, so the figures add up.
  const removed = counts.total - counts.updated - counts.skipped - counts.failed - counts.pending;
  const who = deployment.startedBy.name ?? deployment.startedBy.email ?? "A removed user";
  const scope = deployment.departments ? deployment.departments.map((d) => d.name).join(", ") : "Every member";
  const panelId = `deployment-${deployment.id}`;
  return (
    <li className="py-3" data-testid="deployment-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            {dateTime(deployment.createdAt)}
            {deployment.kind === "retry" && <Badge tone="brand">Retry of failed</Badge>}
            {deployment.status === "running" && <Badge tone="warning">Running</Badge>}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            By {who} · {scope} · {duration(deployment.durationMs)}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            Templates: {deployment.templates.map((t) => `${t.name} (${dateTime(t.updatedAt)})`).join(", ") || "none"}
          </p>
          <p className="mt-1 text-xs text-slate-700 tabular-nums">
            {counts.updated} updated · {counts.skipped} unchanged ·{" "}
            <span className={cn(counts.failed > 0 && "font-medium text-red-700")}>{counts.failed} failed</span>
            {counts.pending > 0 && ` · ${counts.pending} left`}
            {removed > 0 && ` · ${removed} removed since`} · {counts.total} in all
          </p>
          {counts.gmail && <GmailCounts gmail={counts.gmail} />}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex shrink-0 items-center gap-1 self-start rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {open ? "Hide results" : "View results"}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </button>
      </div>
      {open && (
        <div id={panelId} className="mt-3">
          <DeploymentResults deployment={deployment} retryRunning={retryRunning} />
        </div>
      )}
    </li>
  );
}

/**
 * The running deployment's progress, else the latest one's result, with "Retry failed" when
 * some of its members failed. `relevantOnly`: shown only for a deployment started while the
 * page was open, one running, or one that left members to retry (a page that is not about
 * deployments shows no old news).
 */
export function LatestDeploymentCard({ relevantOnly = false }: { relevantOnly?: boolean }) {
  const query = useDeployments();
  const { dateTime } = useCompanyDates();
  // The running deployment, else the latest: its bar stays at 100% once done, also after a reload.
  const latest = query.data?.running ?? query.data?.deployments[0] ?? null;
  const [openedAt] = useState(() => Date.now());
  const [kept, setKept] = useState(false);
  // Started while the page was open (a minute's leeway for the server's clock), running, or
  // with members to retry; once shown it stays until the page is left.
  const relevant =
    latest !== null &&
    (latest.status === "running" ||
      latest.counts.retryable + latest.counts.overLimit > 0 ||
      Date.parse(latest.createdAt) >= openedAt - 60_000);
  if (relevant && !kept) setKept(true);
  if (!latest) return null;
  if (relevantOnly && !relevant && !kept) return null;
  return (
    <Card aria-live="polite" data-testid="latest-deployment">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{latest.status === "running" ? "Deployment in progress" : "Latest deployment"}</CardTitle>
          <CardDescription>
            {latest.status === "running"
              ? "You can leave this page: the deployment continues on the server."
              : `Finished ${latest.finishedAt ? dateTime(latest.finishedAt) : ""}.`}
            {latest.status !== "running" &&
              latest.counts.retryable + latest.counts.overLimit > 0 &&
              " Some members' signatures could not be stored."}
          </CardDescription>
        </div>
        <div className="shrink-0 self-start">
          <RetryFailedButton deployment={latest} />
        </div>
      </CardHeader>
      <CardContent>
        <DeploymentProgress deployment={latest} />
      </CardContent>
    </Card>
  );
}

export function DeploymentsPanel() {
  const query = useDeployments();
  const retryRunningOf = query.data?.running?.kind === "retry" ? query.data.running.retryOf : null;
  return (
    <div className="flex flex-col gap-6">
      <LatestDeploymentCard />
      <Card>
        <CardHeader>
          <CardTitle>Deployment history</CardTitle>
          <CardDescription>Who deployed when, with which templates, and the result for every member.</CardDescription>
        </CardHeader>
        <CardContent className="py-1">
          {query.isPending ? (
            <div className="py-4">
              <Spinner label="Loading deployments" />
            </div>
          ) : query.isError ? (
            <p className="py-4 text-sm text-red-700">Deployments could not be loaded. {query.error.message}</p>
          ) : query.data.deployments.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-500">
              <History className="size-6 text-slate-400" aria-hidden="true" />
              No deployments yet. "Deploy to team" stores every member's signature and tells them.
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {query.data.deployments.map((d) => (
                <DeploymentRow key={d.id} deployment={d} retryRunning={d.id === retryRunningOf} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
