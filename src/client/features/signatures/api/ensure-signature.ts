import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { QUERY_CACHE, SIGNATURE_ENSURE_DELAY_MS } from "../../../../shared/limits";
import { signatureKeys } from "./signature-keys";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function ensureSignature() {
  const { signature } = await call(api.signature.ensure.$post());
  return signature;
}

export type EnsuredSignature = Awaited<ReturnType<typeof ensureSignature>>;

// Spec 4: after the account data loads, wait about 100 ms, then ensure an active
// signature. The server's insert is race-safe, so a repeat is harmless.
export function useEnsureSignature(enabled: boolean) {
  return useQuery({
    queryKey: signatureKeys.ensure,
    enabled,
    staleTime: QUERY_CACHE.signatureData.staleTime,
    gcTime: QUERY_CACHE.signatureData.gcTime,
    retry: false,
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
