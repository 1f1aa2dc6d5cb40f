// Query keys of the signature page. Everything under ["signature"] is invalidated when
// the member's data changes elsewhere (profile saved), so the preview re-renders.
export const signatureKeys = {
  all: ["signature"] as const,
  ensure: ["signature", "ensure"] as const,
  data: (templateRef: string) => ["signature", "data", templateRef] as const,
  campaigns: ["signature", "campaigns"] as const,
  selections: ["signature", "campaign-selections"] as const,
};

/** Retry network and server failures up to `max` times; a 4xx answer will not change. */
export const retryUnlessClientError = (max: number) => (failures: number, error: unknown) => {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return !(status >= 400 && status < 500) && failures < max;
};
