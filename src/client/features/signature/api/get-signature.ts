import { useQuery } from "@tanstack/react-query";
import { clientLog } from "../../../lib/logger";
import { fetchSignature, signatureQuery } from "../../../lib/resources/signature";

export type { SignatureData } from "../../../lib/resources/signature";

/** The id plus a "?t=" suffix: a new cache entry, so the preview renders afresh. */
export function reloadRef(templateId: string): string {
  return `${templateId}?t=${Date.now()}`;
}

export function useSignatureData(templateRef: string | null) {
  return useQuery({
    ...signatureQuery(templateRef ?? ""),
    enabled: Boolean(templateRef),
    // While a reload renders, the previous preview stays on screen.
    placeholderData: (previous) => previous,
    queryFn: async () => {
      try {
        return await fetchSignature(templateRef);
      } catch (error) {
        clientLog.error("Signature data failed to load", { error: (error as Error).message });
        throw error;
      }
    },
  });
}
