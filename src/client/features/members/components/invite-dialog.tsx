// "Invite members": compose (addresses or a CSV), preview every row's status, send the
// sendable rows in a few batches with a progress bar, then show and offer the result as CSV.
import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import type { Office } from "../../../lib/offices";
import type { Role } from "../../../../shared/permissions";
import { importInvitations, previewInvitations, type ImportResult, type Preview } from "../api/bulk-invitations";
import { useEmailBudget } from "../api/get-email-budget";
import { EmailBudgetNote } from "./email-budget-note";
import { invalidateWrite } from "../../../lib/resources/writes";
import { InviteCompose, type ComposeState } from "./invite-compose";
import { InvitePreview } from "./invite-preview";
import { downloadResultCsv, type RowOutcome } from "./invite-result";

type Props = { callerRole: Role; departments: { id: string; name: string }[]; offices: Office[]; onClose: () => void };
type Step =
  | { kind: "compose"; pending: boolean; error: string | null }
  | { kind: "preview"; preview: Preview }
  | { kind: "sending"; total: number; done: number }
  | { kind: "done"; outcomes: RowOutcome[]; error: string | null };

const number = new Intl.NumberFormat();

function Progress({ done, total }: { done: number; total: number }) {
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3 py-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        Sending invitations… {number.format(done)} of {number.format(total)}
      </p>
      <div
        role="progressbar"
        aria-label="Sending invitations"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${Math.max(percent, 2)}%` }} />
      </div>
      <p className="text-xs text-slate-500">Keep this window open until it finishes.</p>
    </div>
  );
}

function Done({ outcomes, error, onClose }: { outcomes: RowOutcome[]; error: string | null; onClose: () => void }) {
  const invited = outcomes.filter((o) => o.result?.result === "invited");
  const failedEmails = invited.filter((o) => !o.result?.emailSent).length;
  const limited = outcomes.filter((o) => o.result?.status === "limited").length;
  const skipped = outcomes.length - invited.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm" role="status">
          <strong>
            {number.format(invited.length)} {invited.length === 1 ? "invitation" : "invitations"} sent.
          </strong>{" "}
          {skipped > 0 && `${number.format(skipped)} ${skipped === 1 ? "row was" : "rows were"} not sent.`}
        </p>
      </div>
      {failedEmails > 0 && (
        <Alert tone="warning">
          {number.format(failedEmails)} {failedEmails === 1 ? "email" : "emails"} could not be sent. The invitations are saved: resend them
          from the team table.
        </Alert>
      )}
      {limited > 0 && (
        <Alert tone="warning">
          {number.format(limited)} {limited === 1 ? "row was" : "rows were"} not sent: your company reached its email limit. Nothing was
          saved for them: send the same list again later, and the people already invited are skipped.
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter>
        <Button
          variant="secondary"
          onClick={() => downloadResultCsv(`invitation-results-${new Date().toISOString().slice(0, 10)}.csv`, outcomes)}
        >
          Download results (CSV)
        </Button>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </div>
  );
}

export function InviteDialog({ callerRole, departments, offices, onClose }: Props) {
  const [step, setStep] = useState<Step>({ kind: "compose", pending: false, error: null });
  const [request, setRequest] = useState<ComposeState | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const queryClient = useQueryClient();
  const budget = useEmailBudget();

  async function review(next: ComposeState) {
    setRequest(next);
    setStep({ kind: "compose", pending: true, error: null });
    const { fileName: _fileName, ...body } = next;
    try {
      const preview = await previewInvitations(body);
      setCreateMissing(false);
      setStep({ kind: "preview", preview });
    } catch (error) {
      setStep({ kind: "compose", pending: false, error: error instanceof Error ? error.message : "The rows could not be checked." });
    }
  }

  const sendable = (preview: Preview) =>
    preview.rows.filter((r) => r.row && (r.status === "ready" || (createMissing && r.status === "unknown")));

  async function send(preview: Preview) {
    const rows = sendable(preview);
    setStep({ kind: "sending", total: rows.length, done: 0 });
    const results: ImportResult[] = [];
    let error: string | null = null;
    try {
      await importInvitations(
        rows.map((r) => r.row!),
        createMissing,
        (batch) => {
          results.push(...batch);
          setStep({ kind: "sending", total: rows.length, done: results.length });
        },
      );
    } catch (e) {
      error = `Sending stopped after ${number.format(results.length)} of ${number.format(rows.length)} rows: ${e instanceof Error ? e.message : "unknown error"}. Review the list again to send the rest.`;
    }
    await invalidateWrite(queryClient, "team.invite");
    const byRow = new Map(rows.map((r, i) => [r, results[i] ?? null]));
    setStep({ kind: "done", outcomes: preview.rows.map((row) => ({ row, result: byRow.get(row) ?? null })), error });
  }

  const title = step.kind === "preview" ? "Review invitations" : step.kind === "done" ? "Invitations sent" : "Invite members";
  const description =
    step.kind === "compose"
      ? "Invite one person or many. They get an email with a link to join; it is valid for 7 days."
      : step.kind === "preview"
        ? "Nothing has been sent yet. Rows that aren't ready are left out."
        : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && step.kind !== "sending" && onClose()}>
      <DialogContent
        title={title}
        description={description}
        className="max-w-3xl"
        onEscapeKeyDown={(e) => step.kind === "sending" && e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        {step.kind === "compose" && <EmailBudgetNote budget={budget.data} />}
        {step.kind === "preview" && <EmailBudgetNote budget={budget.data} sendCount={sendable(step.preview).length} />}
        {step.kind === "compose" && (
          <InviteCompose
            callerRole={callerRole}
            departments={departments}
            offices={offices}
            pending={step.pending}
            error={step.error}
            onReview={review}
            onCancel={onClose}
            initial={request}
          />
        )}
        {step.kind === "preview" && (
          <InvitePreview
            preview={step.preview}
            createMissing={createMissing}
            onCreateMissing={setCreateMissing}
            sendCount={sendable(step.preview).length}
            onBack={() => setStep({ kind: "compose", pending: false, error: null })}
            onSend={() => void send(step.preview)}
          />
        )}
        {step.kind === "sending" && <Progress done={step.done} total={step.total} />}
        {step.kind === "done" && <Done outcomes={step.outcomes} error={step.error} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
