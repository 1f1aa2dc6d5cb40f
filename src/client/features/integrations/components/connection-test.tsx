// "Test connection" for any connected service: one line per check, passed or failed with
// what to do, as the server words it.
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import type { ConnectionTestResponseSchema } from "../../../../shared/integrations/integration-responses";
import type { z } from "zod";

type TestResult = z.infer<typeof ConnectionTestResponseSchema>;
type TestMutation = { mutate: () => void; isPending: boolean; error: Error | null; data: TestResult | undefined };

export function ConnectionTest({ test }: { test: TestMutation }) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? "Testing..." : "Test connection"}
        </Button>
      </div>
      {test.error && (
        <p className="text-sm text-red-700">{test.error instanceof ApiError ? test.error.message : "The test could not run."}</p>
      )}
      {test.data && (
        <ul className="flex flex-col gap-2" aria-label="Connection test results">
          {test.data.checks.map((check) => (
            <li key={check.scope} className="flex items-start gap-2 text-sm">
              {check.ok ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Failed" />
              )}
              <span>
                <span className="font-medium text-slate-900">{check.purpose}:</span>{" "}
                <span className={check.ok ? "text-slate-600" : "text-red-800"}>{check.message}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
