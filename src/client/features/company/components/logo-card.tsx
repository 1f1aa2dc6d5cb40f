// The logo: uploaded (PNG, JPEG, GIF, WebP or SVG up to 5 MB), stored as the server
// re-encoded it, and shown inside the admin's own signature on a light and a dark page.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { ImageFileButtons, useImageFilePicker } from "../../../components/image-file-picker";
import { SignatureFrame } from "../../../components/signature/signature-frame";
import { sanitizeSignature } from "../../../components/signature/sanitize-signature";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_MIME_TYPES } from "../../../../shared/company/company-schema";
import { useRemoveLogo, useUploadLogo, type Company } from "../api/company";
import { useSignaturePreview } from "../api/signature-preview";

const DARK = "#111827";

function Preview() {
  const preview = useSignaturePreview();
  if (preview.isPending) return <Spinner label="Loading the signature preview" />;
  if (preview.isError) return <p className="text-sm text-slate-500">The signature preview is not available: {preview.error.message}</p>;
  const html = sanitizeSignature(preview.data.html);
  return (
    <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">Light background</figcaption>
        <SignatureFrame html={html} title="Your signature on a light background" label="Signature on a light background" />
      </figure>
      <figure className="flex min-w-0 flex-col gap-2">
        <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">Dark background</figcaption>
        <SignatureFrame html={html} title="Your signature on a dark background" label="Signature on a dark background" background={DARK} />
      </figure>
    </div>
  );
}

export function LogoCard({ company }: { company: Company }) {
  const picker = useImageFilePicker({
    noun: "logo",
    rules: { mimeTypes: LOGO_MIME_TYPES, maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES },
    allowUnknownType: true,
    upload: useUploadLogo(),
    remove: useRemoveLogo(),
    uploaded: "The logo has been updated in every signature.",
    removed: "The logo has been removed.",
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          PNG, JPEG, GIF, WebP or SVG, up to 5 MB. SVG is converted to PNG (Gmail and Outlook don't show SVG); an SVG that embeds pictures
          or uses filters can't be converted, so export that one as PNG. Every logo is resized to at most 600 px wide.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex h-20 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#ffffff_0_50%)] bg-[length:16px_16px] p-2">
            {company.logoUrl ? (
              <img
                src={company.logoUrl}
                alt={`${company.name} logo`}
                className="max-h-16 max-w-36 object-contain"
                data-testid="company-logo"
              />
            ) : (
              <span className="text-xs text-slate-500">No logo yet</span>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <ImageFileButtons picker={picker} hasImage={Boolean(company.logoUrl)} changeLabel="Replace logo" />
            {picker.error && <Alert tone="error">{picker.error}</Alert>}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">In your signature</h3>
            <p className="mt-1 text-sm text-slate-500">
              Some mail apps show messages on a dark background. A logo with dark, transparent parts can disappear there: give it a light
              outline or its own background.
            </p>
          </div>
          <Preview />
        </div>
      </CardContent>
    </Card>
  );
}
