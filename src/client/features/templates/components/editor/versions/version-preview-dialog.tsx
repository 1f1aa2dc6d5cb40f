// One saved version, rendered as members would get it: its HTML compiled and rendered with
// the editor preview's data and campaign, in the sandboxed signature frame. "Restore this
// version" hands over to the panel's restore confirmation.
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { Dialog, DialogContent, DialogFooter } from "../../../../../components/ui/dialog";
import { Alert } from "../../../../../components/ui/alert";
import { Badge } from "../../../../../components/ui/badge";
import { Button } from "../../../../../components/ui/button";
import { LoadingState } from "../../../../../components/ui/spinner";
import { SignatureFrame } from "../../../../../components/signature/signature-frame";
import { useCompanyDates } from "../../../../../lib/format-date";
import { compilePreview, renderPreview } from "../lib/render-preview";
import { PREVIEW_WIDTHS } from "../preview/live-preview";
import type { PreviewChoice, TemplateEditorSource, VersionSummary } from "../template-editor-source";

type Props = {
  source: TemplateEditorSource;
  versions: NonNullable<TemplateEditorSource["versions"]>;
  version: VersionSummary;
  current: boolean;
  choice: PreviewChoice;
  onRestore: () => void;
  onClose: () => void;
};

export function VersionPreviewDialog({ source, versions, version, current, choice, onRestore, onClose }: Props) {
  const { dateTime } = useCompanyDates();
  const detail = useQuery(versions.get(version.number));
  const data = useQuery(source.previewData(choice));
  const compiled = useMemo(() => (detail.data ? compilePreview(detail.data.html) : null), [detail.data]);
  const rendered = useMemo(() => (compiled && data.data ? renderPreview(compiled, data.data) : null), [compiled, data.data]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Version ${version.number}`}
        description={`${version.createdByName ?? "Someone no longer here"} · ${dateTime(version.createdAt)}`}
        className="max-w-3xl"
      >
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {current && <Badge tone="brand">Current</Badge>}
          {version.note && <span className="text-slate-800">{version.note}</span>}
        </div>
        {detail.isError || data.isError ? (
          <Alert tone="error">This version could not be shown. Check your connection and try again.</Alert>
        ) : rendered === null ? (
          <LoadingState text={`Loading version ${version.number}...`} />
        ) : (
          <SignatureFrame
            html={rendered}
            width={PREVIEW_WIDTHS.desktop}
            title={`Preview of version ${version.number}`}
            label={`Version ${version.number} preview`}
          />
        )}
        <p className="text-xs text-slate-500">Shown with the same person's details and campaign as the editor's preview.</p>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {!current && (
            <Button onClick={onRestore}>
              <RotateCcw aria-hidden="true" /> Restore this version
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
