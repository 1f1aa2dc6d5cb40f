import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";

// For the statistics page (adoption). A failure here must never spoil a successful copy.
// Resolves once recorded (or the failure is logged); it never rejects.
export function recordSignatureCopy(): Promise<void> {
  return call(api.signature.copied.$post()).then(
    () => undefined,
    (error: Error) => clientLog.warn("Recording the copy failed", { error: error.message }),
  );
}
