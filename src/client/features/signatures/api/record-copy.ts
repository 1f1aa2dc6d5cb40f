import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";

// For the statistics page (adoption). A failure here must never spoil a successful copy.
export function recordSignatureCopy(): void {
  call(api.signature.copied.$post()).catch((error: Error) => clientLog.warn("Recording the copy failed", { error: error.message }));
}
