// What a deployment would do: counts, the members that can't be deployed and why, and one
// member's signature before and after.
import { AlertTriangle } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { SignatureFrame } from "../../../components/signature/signature-frame";
import type { DryRunResult } from "../api/dry-run";
import { sanitizeSignature } from "../../../components/signature/sanitize-signature";

const FAILURES_LISTED = 5;

export function DryRunSummary({ result }: { result: DryRunResult }) {
  return (
    <div className="flex flex-col gap-4" data-testid="dry-run">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-emerald-50 px-2 py-2">
          <dd className="text-xl font-semibold text-emerald-800 tabular-nums">{result.changed}</dd>
          <dt className="text-xs text-emerald-800">get a new signature</dt>
        </div>
        <div className="rounded-lg bg-slate-100 px-2 py-2">
          <dd className="text-xl font-semibold text-slate-800 tabular-nums">{result.unchanged}</dd>
          <dt className="text-xs text-slate-700">unchanged (skipped)</dt>
        </div>
        <div className="rounded-lg bg-red-50 px-2 py-2">
          <dd className="text-xl font-semibold text-red-800 tabular-nums">{result.failed}</dd>
          <dt className="text-xs text-red-800">can't be deployed</dt>
        </div>
      </dl>
      {result.overLimit > 0 && (
        <Alert tone="warning">
          {result.overLimit === 1 ? "1 member's signature is" : `${result.overLimit} members' signatures are`} over Gmail's limit: Gmail
          allows 10,000 characters. Putting signatures in Gmail skips them: they keep the signature they have now until the template is
          shorter.
        </Alert>
      )}
      {result.failures.length > 0 && (
        <div className="rounded-lg border border-red-200 px-3 py-2">
          <p className="flex items-center gap-2 text-sm font-medium text-red-800">
            <AlertTriangle className="size-4" aria-hidden="true" /> Why some can't be deployed
          </p>
          <ul className="mt-1 flex flex-col gap-1 text-xs text-slate-700">
            {result.failures.slice(0, FAILURES_LISTED).map((f) => (
              <li key={f.userId}>
                <span className="font-medium">{f.name ?? f.email}</span>: {f.reason}
              </li>
            ))}
            {result.failed > FAILURES_LISTED && <li className="text-slate-500">and {result.failed - FAILURES_LISTED} more</li>}
          </ul>
        </div>
      )}
      {result.sample && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-900">Sample: {result.sample.name ?? result.sample.email}</p>
          <div className="grid grid-cols-1 gap-3">
            <figure className="flex min-w-0 flex-col gap-1">
              <figcaption className="text-xs text-slate-500">
                {result.sample.deployed ? "Now" : "Now (not deployed yet: as their signature page shows it)"}
              </figcaption>
              <SignatureFrame html={sanitizeSignature(result.sample.before)} title="Signature now" />
            </figure>
            <figure className="flex min-w-0 flex-col gap-1">
              <figcaption className="text-xs text-slate-500">After deploying</figcaption>
              <SignatureFrame html={sanitizeSignature(result.sample.after)} title="Signature after deploying" />
            </figure>
          </div>
        </div>
      )}
    </div>
  );
}
