import { useQuery } from "@tanstack/react-query";
import { clientLog } from "../../../lib/logger";
import { ensureSignature, ensureSignatureQuery } from "../../../lib/resources/signature";
import { SIGNATURE_ENSURE_DELAY_MS } from "../../../../shared/limits";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// After the account data loads, wait about 100 ms, then ensure an active
// signature. The server's insert is race-safe, so a repeat is harmless.
export function useEnsureSignature(enabled: boolean) {
  return useQuery({
    ...ensureSignatureQuery(),
    enabled,
    queryFn: async () => {
      await wait(SIGNATURE_ENSURE_DELAY_MS);
      try {
        return await ensureSignature();
      } catch (error) {
        clientLog.error("Signature ensuring failed", { error: (error as Error).message, code: (error as { code?: string }).code });
        throw error;
      }
    },
  });
}
