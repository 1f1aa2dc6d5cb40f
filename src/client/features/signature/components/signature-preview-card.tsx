// The preview card: the rendered signature, 'Open in new tab' and a copy button.
import { useEffect, useId, useState } from "react";
import { Check, Copy, Download, ExternalLink, RefreshCw } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { SIGNATURE_PAGE_TEXT as TEXT } from "../../../../shared/messages";
import { SignatureFrame } from "../../../components/signature/signature-frame";

type Props = {
  /** Sanitized HTML; "" when sanitizing left nothing. Null while loading or after a failure. */
  html: string | null;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onCopy: () => Promise<boolean>;
  onOpen: () => void;
  onDownload: () => void;
};

export function SignaturePreviewCard({ html, isLoading, isError, onRetry, onCopy, onOpen, onDownload }: Props) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const ready = Boolean(html);

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle id={headingId}>{TEXT.previewTitle}</CardTitle>
          <CardDescription>{TEXT.previewSubtitle}</CardDescription>
        </div>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:shrink-0">
          <Button variant="secondary" size="sm" onClick={onOpen} disabled={!ready}>
            <ExternalLink aria-hidden="true" />
            {TEXT.openInNewTab}
          </Button>
          <Button variant="secondary" size="sm" onClick={onDownload} disabled={!ready}>
            <Download aria-hidden="true" />
            Download HTML
          </Button>
          <Button size="sm" onClick={async () => setCopied(await onCopy())} disabled={!ready} aria-live="polite">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy signature"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState text={TEXT.loading} />
        ) : isError ? (
          <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{TEXT.previewUnavailable}</span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
          </Alert>
        ) : html ? (
          <SignatureFrame html={html} title="Email signature preview" />
        ) : (
          <Alert tone="warning">{TEXT.previewUnavailable}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
