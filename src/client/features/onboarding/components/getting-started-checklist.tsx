// The admin's first-run path on /signature: six setup steps, each linking to its
// page and ticked by the server from the account's real data; hidden for good with "Hide".
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, CheckCircle2, Circle, X } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { roleFlagsOf, useSession } from "../../../lib/session";
import type { GettingStartedStep } from "../../../../shared/onboarding/getting-started-responses";
import { useGettingStarted } from "../api/get-getting-started";
import { useDismissGettingStarted } from "../api/dismiss-getting-started";

export const GETTING_STARTED_TEXT: Record<GettingStartedStep, { label: string; hint: string; to: string }> = {
  logo: {
    label: "Upload the logo",
    hint: "It heads every signature. Until then, your company's initials show.",
    to: paths.companySettings,
  },
  connect: {
    label: "Connect Google Workspace or Microsoft 365",
    hint: "The team from your directory, signatures put into Gmail and Outlook; single sign-on and provisioning too.",
    to: `${paths.companySettings}?tab=integrations`,
  },
  team: { label: "Invite the team", hint: "Everyone gets a signature filled in from their own profile.", to: paths.users },
  template: { label: "Pick or design a template", hint: "Start from the gallery, or design your own.", to: paths.templates },
  campaign: { label: "Create a campaign", hint: "A banner in every email promotes an event or an offer.", to: paths.campaigns },
  deploy: { label: "Deploy to the team", hint: "Ticks once a member has installed or copied their signature.", to: paths.users },
};

export function GettingStartedChecklist() {
  const { me } = useSession();
  const isAdmin = roleFlagsOf(me).isAdmin;
  const state = useGettingStarted(isAdmin);
  const dismiss = useDismissGettingStarted();
  const headingId = useId();
  if (!isAdmin || !state.data || state.data.dismissed) return null;

  const { steps } = state.data;
  const doneCount = steps.filter((s) => s.done).length;
  const allDone = doneCount === steps.length;
  const next = steps.find((s) => !s.done)?.key;

  return (
    <Card aria-labelledby={headingId} data-testid="getting-started">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle id={headingId}>{allDone ? "You're all set" : "Get started with Signet"}</CardTitle>
          <CardDescription>
            {allDone
              ? "Your company's signatures are set up. You can hide this checklist."
              : "A few steps to a signature your whole team sends. Each one ticks itself when it's done."}
          </CardDescription>
          <div className="mt-2 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Setup progress"
              aria-valuemin={0}
              aria-valuemax={steps.length}
              aria-valuenow={doneCount}
              aria-valuetext={`${doneCount} of ${steps.length} done`}
              className="h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(doneCount / steps.length) * 100}%` }} />
            </div>
            <span className="shrink-0 text-xs font-medium text-slate-500">
              {doneCount} of {steps.length} done
            </span>
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 shrink-0"
          onClick={() => dismiss.mutate()}
          disabled={dismiss.isPending}
          aria-label="Hide the getting-started checklist"
        >
          <X aria-hidden="true" /> Hide
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
          {steps.map((step, index) => {
            const text = GETTING_STARTED_TEXT[step.key];
            const isNext = step.key === next;
            return (
              <li key={step.key} data-step={step.key} data-done={step.done}>
                <Link
                  to={text.to}
                  className={cn(
                    "group flex items-start gap-3 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:items-center",
                    isNext ? "bg-brand-50/60 hover:bg-brand-50" : "hover:bg-slate-50",
                  )}
                >
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 sm:mt-0" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-slate-300 sm:mt-0" aria-hidden="true" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
                    <span className={cn("text-sm font-medium sm:shrink-0", step.done ? "text-slate-500" : "text-slate-900")}>
                      <span className="sr-only">
                        Step {index + 1}, {step.done ? "done" : "to do"}:{" "}
                      </span>
                      {text.label}
                    </span>
                    {!step.done && <span className="text-xs text-slate-600 sm:text-sm">{text.hint}</span>}
                  </span>
                  {step.done ? (
                    <span className="shrink-0 text-xs font-medium text-emerald-700" aria-hidden="true">
                      Done
                    </span>
                  ) : (
                    <ArrowRight
                      className="mt-0.5 size-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600 sm:mt-0"
                      aria-hidden="true"
                    />
                  )}
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
