// "Deploy to team" (admins): opens a dry run (counts, failures and a sample), lets the
// admin limit it to departments, choose whether members are emailed and, with Google
// Workspace connected, whether the signatures are put in Gmail (on by default), then starts it.
// While a deployment runs, the dialog shows that one instead (one per account at a time).
// Shared by /templates and /users: mount <DeployButton /> in the page header's actions.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Rocket, Send } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../components/ui/dialog";
import { Checkbox } from "../../../components/ui/checkbox";
import { Switch } from "../../../components/ui/switch";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useDeployments } from "../api/get-deployments";
import { useDepartments } from "../../../lib/departments";
import { useDryRun } from "../api/dry-run";
import { integrationQuery } from "../../../lib/resources/integrations";
import { useStartDeployment } from "../api/start-deployment";
import { DeploymentProgress } from "./deployment-progress";
import { DryRunSummary } from "./dry-run-summary";

export const DEPLOY_LABEL = "Deploy to team";

function DepartmentPicker({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const departments = useDepartments();
  if (!departments.data || departments.data.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-900">Departments</legend>
      <p className="text-xs text-slate-500">Leave all unticked to deploy to every member.</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {departments.data.map((d) => {
          const id = `deploy-department-${d.id}`;
          const checked = selected.includes(d.id);
          return (
            <label key={d.id} htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(value) => onChange(value === true ? [...selected, d.id] : selected.filter((x) => x !== d.id))}
              />
              {d.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Shown only with Google Workspace connected: the server ignores the choice otherwise. */
function GmailChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const google = useQuery(integrationQuery("google"));
  if (!google.data?.connected) return null;
  return (
    <label htmlFor="deploy-put-in-gmail" className="flex items-start gap-3 text-sm text-slate-700">
      <Checkbox id="deploy-put-in-gmail" checked={checked} onCheckedChange={(value) => onChange(value === true)} className="mt-0.5" />
      <span>
        Put it in Gmail
        <span className="block text-xs text-slate-500">
          Sets each member's signature in Gmail for them: their address and its aliases in {google.data.domain}. They have nothing to paste,
          so they get no email about it.
        </span>
      </span>
    </label>
  );
}

function DeployDialogBody({ onStarted }: { onStarted: () => void }) {
  const list = useDeployments();
  const [pushToMailboxes, setPushToMailboxes] = useState(true);
  const dryRun = useDryRun();
  const start = useStartDeployment();
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [emailMembers, setEmailMembers] = useState<boolean | null>(null);
  const running = list.data?.running ?? dryRun.data?.running ?? null;
  const key = departmentIds.join(",");

  const { mutate } = dryRun;
  useEffect(() => {
    if (list.isSuccess && !list.data.running) mutate({ departmentIds: key ? key.split(",") : undefined });
  }, [key, list.isSuccess, list.data?.running, mutate]);

  if (list.isPending) return <Spinner label="Checking for a running deployment" />;
  if (running)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info">A deployment is running for your account. It continues if you close this window.</Alert>
        <DeploymentProgress deployment={running} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );

  const result = dryRun.data;
  const email = emailMembers ?? result?.emailMembers ?? true;
  // No signature would change: deploying again would store nothing, so the dialog says so and
  // offers only what still does something, pushing the mailboxes that are out of date.
  const nothingChanged = Boolean(result && !dryRun.isPending && result.members > 0 && result.changed === 0);
  const outOfDate = result?.gmailOutOfDate ?? 0;
  async function onConfirm() {
    try {
      await start.mutateAsync(
        nothingChanged
          ? { departmentIds: departmentIds.length ? departmentIds : undefined, emailMembers: false, pushToMailboxes: true }
          : { departmentIds: departmentIds.length ? departmentIds : undefined, emailMembers: email, pushToMailboxes },
      );
      showSuccess(
        nothingChanged
          ? `Pushing ${outOfDate === 1 ? "1 signature" : `${outOfDate} signatures`} into Gmail. Progress shows on this page.`
          : "Deployment started. Its progress shows on this page.",
      );
      onStarted();
    } catch (error) {
      if (error instanceof ApiError && error.code === "deployment_running") await list.refetch();
      showError((error as Error).message || "The deployment could not be started.");
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <DepartmentPicker selected={departmentIds} onChange={setDepartmentIds} />
      {dryRun.isError ? (
        <Alert tone="error">{dryRun.error.message}</Alert>
      ) : !result || dryRun.isPending ? (
        <Spinner label="Checking every member's signature" />
      ) : (
        <DryRunSummary result={result} />
      )}
      {nothingChanged ? (
        <Alert tone="info" data-testid="nothing-changed">
          Nothing changed: every member already has the signature their template gives, so deploying would store nothing.{" "}
          {result?.gmailOutOfDate === null
            ? ""
            : outOfDate > 0
              ? `${outOfDate === 1 ? "1 Gmail mailbox doesn't" : `${outOfDate} Gmail mailboxes don't`} hold it yet: push ${outOfDate === 1 ? "it" : "them"} now.`
              : "Every Gmail mailbox holds it too."}
        </Alert>
      ) : (
        <>
          <label htmlFor="deploy-email-members" className="flex items-center justify-between gap-4 text-sm text-slate-700">
            <span>
              Email each member whose signature changes
              <span className="block text-xs text-slate-500">A short note with a link to their signature. Remembered for next time.</span>
            </span>
            <Switch id="deploy-email-members" checked={email} onCheckedChange={setEmailMembers} />
          </label>
          <GmailChoice checked={pushToMailboxes} onChange={setPushToMailboxes} />
        </>
      )}
      {/* Kept in view at the dialog's bottom while the preview scrolls under it (on a phone too). */}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-4">
        <DialogClose asChild>
          <Button variant="secondary">{nothingChanged && outOfDate === 0 ? "Done" : "Cancel"}</Button>
        </DialogClose>
        {nothingChanged ? (
          outOfDate > 0 && (
            <Button onClick={onConfirm} disabled={start.isPending}>
              <Send aria-hidden="true" />
              {start.isPending ? "Starting..." : `Push to ${outOfDate} out-of-date Gmail ${outOfDate === 1 ? "mailbox" : "mailboxes"}`}
            </Button>
          )
        ) : (
          <Button onClick={onConfirm} disabled={!result || dryRun.isPending || result.members === 0 || start.isPending}>
            <Rocket aria-hidden="true" />
            {start.isPending
              ? "Starting..."
              : result
                ? `Deploy to ${result.members} ${result.members === 1 ? "member" : "members"}`
                : "Deploy"}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}

export function DeployButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Rocket aria-hidden="true" />
          {DEPLOY_LABEL}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={DEPLOY_LABEL}
        description="Re-render every member's signature from their template and store it as the signature their email client gets."
        className="max-w-2xl"
      >
        {open && <DeployDialogBody onStarted={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
