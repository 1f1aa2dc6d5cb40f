// The live preview: the admin's signature in the default template with this campaign, rendered
// by the server as the form changes (debounced); with a variant B, a switch between the two.
import { useMemo } from "react";
import { Loader2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Alert } from "../../../../components/ui/alert";
import { SignatureFrame } from "../../../../components/signature/signature-frame";
import { cn } from "../../../../lib/cn";
import { type CampaignPreviewInput } from "../../../../../shared/campaigns/campaign-schema";
import { useCampaignPreview } from "../../api/campaigns-api";
import { sanitizeSignature } from "../../../../components/signature/sanitize-signature";
import { useDebounced } from "../../../../lib/use-debounced";
import type { CampaignValues } from "./campaign-form";

export function PreviewCard({
  values,
  variantShown,
  setVariantShown,
}: {
  values: Partial<CampaignValues>;
  variantShown: "a" | "b";
  setVariantShown: (variant: "a" | "b") => void;
}) {
  const hasB = Boolean(values.imageUrlB || values.ctaTextB);
  const previewInput: CampaignPreviewInput = useDebounced(
    {
      name: values.name ?? "",
      description: values.description,
      imageUrl: values.imageUrl,
      altText: values.altText,
      landingPageUrl: values.landingPageUrl,
      ctaText: values.ctaText,
      imageUrlB: values.imageUrlB,
      ctaTextB: values.ctaTextB,
      altTextB: values.altTextB,
      landingPageUrlB: values.landingPageUrlB,
      variant: hasB ? variantShown : "a",
    },
    300,
  );
  const preview = useCampaignPreview(previewInput);
  const previewHtml = useMemo(() => sanitizeSignature(preview.data), [preview.data]);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Preview</CardTitle>
          <CardDescription>Your signature in the default template.</CardDescription>
        </div>
        {hasB && (
          <div role="group" aria-label="Variant shown" className="inline-flex rounded-lg border border-slate-200 p-0.5">
            {(["a", "b"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={variantShown === v}
                onClick={() => setVariantShown(v)}
                className={cn(
                  "rounded-md px-3 py-1 text-xs font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600",
                  variantShown === v ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
                )}
              >
                Variant {v.toUpperCase()}
              </button>
            ))}
          </div>
        )}
      </CardHeader>
      <CardContent>
        {preview.isError && !preview.data ? (
          <Alert tone="warning">{preview.error?.message ?? "The preview is not available."}</Alert>
        ) : previewHtml ? (
          <div className={cn("transition-opacity", preview.isFetching && "opacity-60")}>
            <SignatureFrame html={previewHtml} title="Signature preview with this campaign" />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Rendering preview...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
