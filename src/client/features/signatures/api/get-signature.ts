import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { QUERY_CACHE } from "../../../../shared/limits";
import { retryUnlessClientError, signatureKeys } from "./signature-keys";

/** templateRef: the template id, with a timestamp suffix when the preview must reload. */
export function fetchSignature(templateRef: string) {
  return call(api.signature.$get({ query: { template: templateRef } }));
}

export type SignatureData = Awaited<ReturnType<typeof fetchSignature>>;

/** The id plus a "?t=" suffix: a new cache entry, so the preview renders afresh (spec 4). */
export function reloadRef(templateId: string): string {
  return `${templateId}?t=${Date.now()}`;
}

export function useSignatureData(templateRef: string | null) {
  return useQuery({
    queryKey: signatureKeys.data(templateRef ?? ""),
    enabled: Boolean(templateRef),
    staleTime: QUERY_CACHE.signatureData.staleTime,
    gcTime: QUERY_CACHE.signatureData.gcTime,
    retry: retryUnlessClientError(QUERY_CACHE.signatureData.retry),
    // While a reload renders, the previous preview stays on screen.
    placeholderData: (previous) => previous,
    queryFn: async () => {
      try {
        return await fetchSignature(templateRef as string);
      } catch (error) {
        clientLog.error("Signature data failed to load", { error: (error as Error).message });
        throw error;
      }
    },
  });
}
