// The member's signature: made sure to exist, then rendered by the server.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { QUERY_CACHE } from "../../../shared/limits";
import { resourceKey } from "./resource-key";

/** Retry network and server failures up to `max` times; a 4xx answer will not change. */
export const retryUnlessClientError = (max: number) => (failures: number, error: Error) => {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return !(status >= 400 && status < 500) && failures < max;
};

export async function ensureSignature() {
  return (await call(api.signature.ensure.$post())).signature;
}
export type EnsuredSignature = Awaited<ReturnType<typeof ensureSignature>>;

/** Makes sure the member has an active signature (the server's insert is race-safe). */
export const ensureSignatureQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/signature/ensure"),
    queryFn: ensureSignature,
    staleTime: QUERY_CACHE.signatureData.staleTime,
    gcTime: QUERY_CACHE.signatureData.gcTime,
    retry: false,
  });

/** templateRef: the template id, with a "?t=" suffix when the preview must render afresh. */
export function fetchSignature(templateRef: string | null) {
  return call(api.signature.$get({ query: templateRef ? { template: templateRef } : {} }));
}
export type SignatureData = Awaited<ReturnType<typeof fetchSignature>>;

/** The rendered signature; null: with the member's current template, made sure to exist first. */
export const signatureQuery = (templateRef: string | null) =>
  queryOptions({
    queryKey: resourceKey("/api/signature", { template: templateRef }),
    queryFn: async () => {
      if (!templateRef) await ensureSignature();
      return fetchSignature(templateRef);
    },
    staleTime: QUERY_CACHE.signatureData.staleTime,
    gcTime: QUERY_CACHE.signatureData.gcTime,
    retry: retryUnlessClientError(QUERY_CACHE.signatureData.retry),
  });
