// /signature: ensure the member's signature, then where it already is (Gmail, Outlook's
// add-in), the campaign picker and the preview with copy and open-in-tab. All HTML comes from the server's one renderer and
// passes the browser-side sanitizer before it is shown, copied or opened.
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { FileWarning } from "lucide-react";
import { roleFlagsOf, useSession } from "../../lib/session";
import { ApiError } from "../../lib/api-client";
import { clientLog } from "../../lib/logger";
import { paths } from "../../lib/paths";
import { PageHeader } from "../../components/layout/page-header";
import { LoadingState } from "../../components/ui/spinner";
import { EmptyState } from "../../components/ui/empty-state";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { showError, showSuccess } from "../../components/ui/toaster";
import { SIGNATURE_PAGE_TEXT as TEXT, TOASTS } from "../../../shared/messages";
import { useEnsureSignature } from "./api/ensure-signature";
import { reloadRef, useSignatureData } from "./api/get-signature";
import { useAvailableCampaigns } from "./api/get-campaigns";
import { useCampaignSelections } from "./api/get-campaign-selections";
import { useToggleCampaign } from "./api/toggle-campaign";
import { recordSignatureCopy } from "./api/record-copy";
import { sanitizeSignature } from "../../components/signature/sanitize-signature";
import { copySignature } from "./lib/copy-signature";
import { openSignatureTab } from "./lib/open-signature-tab";
import { downloadSignature } from "./lib/download-signature";
import { CampaignPicker } from "./components/campaign-picker";
import { SignaturePreviewCard } from "./components/signature-preview-card";
import { MissingImagePrompts } from "./components/missing-image-prompts";
import { SignaturePlaces } from "../../components/signature/signature-places";

/**
 * `intro`: shown under the title (the admin's getting-started checklist, composed in app/);
 * `outro`: shown under the preview (the member's last messages through the mail relay);
 * `onCopied`: called once a copy is recorded (the checklist's "deploy" step reads copies).
 */
export function Component({ intro, outro, onCopied }: { intro?: ReactNode; outro?: ReactNode; onCopied?: () => void } = {}) {
  const { me, hasAccount } = useSession();
  const ensure = useEnsureSignature(hasAccount);
  const templateId = ensure.data?.templateId ?? null;
  const [reloadedRef, setReloadedRef] = useState<string | null>(null);
  // A reload reference belongs to one template; a new template starts clean.
  const templateRef = templateId && reloadedRef?.startsWith(templateId) ? reloadedRef : templateId;
  const signature = useSignatureData(templateRef);
  const { campaigns, isLoading: campaignsLoading } = useAvailableCampaigns(hasAccount);
  const { selectedIds, isLoading: selectionsLoading } = useCampaignSelections(hasAccount);
  const toggle = useToggleCampaign(() => templateId && setReloadedRef(reloadRef(templateId)));
  const html = useMemo(() => (signature.data ? sanitizeSignature(signature.data.html) : null), [signature.data]);

  useEffect(() => {
    if (signature.isError) showError(TOASTS.signatureLoadFailed);
  }, [signature.isError, signature.errorUpdatedAt]);

  const title = "Create Signature";
  const header = (
    <PageHeader
      className="mb-0"
      title={title}
      description="Built from your company's template and your profile. Pick campaigns, then copy it into your email client."
    />
  );

  if (ensure.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadingState text={TEXT.loading} />
      </div>
    );
  }
  if (ensure.isError) {
    const noTemplate = ensure.error instanceof ApiError && ensure.error.code === "no_template";
    return (
      <div className="flex flex-col gap-6">
        {header}
        {intro}
        {noTemplate ? (
          <EmptyState icon={<FileWarning />} title="No template yet">
            <p>{TEXT.noTemplate}</p>
          </EmptyState>
        ) : (
          <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>Your signature could not be prepared. Please try again.</span>
            <Button variant="secondary" size="sm" onClick={() => ensure.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
      </div>
    );
  }

  const onCopy = async () => {
    if (!html) return false;
    try {
      await copySignature(html);
      void recordSignatureCopy().then(onCopied);
      showSuccess(TOASTS.signatureCopied);
      return true;
    } catch (error) {
      clientLog.error("Copying the signature failed", { error: (error as Error).message });
      showError(TOASTS.signatureCopyFailed);
      return false;
    }
  };
  // Copy, open-in-tab and download each count as taking the signature (adoption in /statistics).
  const onOpen = () => {
    if (!html) return;
    if (openSignatureTab(html, `Email signature of ${me?.user.name ?? "you"}`)) recordSignatureCopy();
    else showError(TOASTS.popupBlocked);
  };

  const isAdmin = roleFlagsOf(me).isAdmin;
  return (
    <div className="flex flex-col gap-6">
      {header}
      {intro}
      <SignaturePlaces enabled={hasAccount} elsewhere="For any other email app, copy it from the preview below." />
      <CampaignPicker
        campaigns={campaigns}
        selectedIds={selectedIds}
        isLoading={campaignsLoading || selectionsLoading}
        isAdmin={isAdmin}
        isUpdating={toggle.isPending}
        onToggle={(campaignId, selected) => toggle.mutate({ campaignId, selected })}
      />
      <SignaturePreviewCard
        html={html}
        isLoading={signature.isPending}
        isError={signature.isError}
        onRetry={() => signature.refetch()}
        onCopy={onCopy}
        onOpen={onOpen}
        onDownload={() => {
          if (!html) return;
          downloadSignature(html);
          recordSignatureCopy();
        }}
      />
      <MissingImagePrompts missingPhoto={!me?.profile?.photoUrl} missingLogo={!me?.account?.logoUrl} isAdmin={isAdmin} />
      {outro}
      <p className="text-sm text-slate-500">
        Your name, title and contact details come from your{" "}
        <Link to={paths.profile} className="font-medium text-brand-700 hover:underline">
          profile
        </Link>
        . New to this? The{" "}
        <Link to={paths.guide} className="font-medium text-brand-700 hover:underline">
          help guide
        </Link>{" "}
        shows how to add the signature to Gmail, Outlook, Apple Mail and more.
      </p>
    </div>
  );
}
