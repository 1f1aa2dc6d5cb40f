// Every saved version (number, who, when, note), a preview of each rendered as members get
// it, a diff between any two, and restore: restoring asks first and makes a new version
// with that version's content.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, History, RotateCcw } from "lucide-react";
import { Alert } from "../../../../../components/ui/alert";
import { Badge } from "../../../../../components/ui/badge";
import { Button } from "../../../../../components/ui/button";
import { Select } from "../../../../../components/ui/input";
import { LoadingState } from "../../../../../components/ui/spinner";
import { showError, showSuccess } from "../../../../../components/ui/toaster";
import { ApiError } from "../../../../../lib/api-client";
import { invalidateWrite } from "../../../../../lib/resources/writes";
import { useCompanyDates } from "../../../../../lib/format-date";
import { ConfirmDialog } from "../../../../../components/ui/confirm-dialog";
import type { EditorTemplate, PreviewChoice, TemplateEditorSource } from "../template-editor-source";
import { VersionDiffView } from "./version-diff-view";
import { VersionPreviewDialog } from "./version-preview-dialog";

type Versions = NonNullable<TemplateEditorSource["versions"]>;
type Props = {
  source: TemplateEditorSource;
  versions: Versions;
  current: number;
  isDirty: boolean;
  /** The editor preview's person and campaign: a version's preview uses the same. */
  previewChoice: PreviewChoice;
  onRestored: (template: EditorTemplate) => void;
};

function useVersionHtml(versions: Versions, number: number | null) {
  return useQuery({
    ...versions.get(number ?? 0),
    enabled: number !== null,
  });
}

export function VersionsPanel({ source, versions, current, isDirty, previewChoice, onRestored }: Props) {
  const queryClient = useQueryClient();
  const { dateTime } = useCompanyDates();
  // A save or restore refreshes the list (the source's write); `current` is shown from it.
  const list = useQuery(versions.list);
  const all = list.data ?? [];
  const [picked, setPicked] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const to = picked.to ?? all[0]?.number ?? null;
  const from = picked.from ?? all.find((v) => v.number !== to)?.number ?? null;
  const before = useVersionHtml(versions, from);
  const after = useVersionHtml(versions, to);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const restore = useMutation({
    mutationFn: (number: number) => versions.restore(number),
    onSuccess: async (template, number) => {
      setRestoring(null);
      onRestored(template);
      showSuccess(`Version ${number} was restored as version ${template.version}.`);
      await invalidateWrite(queryClient, source.changes);
    },
    onError: (error) => showError(error instanceof ApiError ? error.message : "The version could not be restored."),
  });

  const previewed = all.find((v) => v.number === previewing) ?? null;

  if (list.isPending) return <LoadingState text="Loading versions..." />;
  if (list.isError) return <Alert tone="error">The versions could not be loaded. Check your connection and try again.</Alert>;

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Versions, newest first">
        {all.map((v) => (
          <li key={v.number} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid={`version-${v.number}`}>
            <div className="min-w-48 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                Version {v.number}
                {v.number === current && <Badge tone="brand">Current</Badge>}
              </p>
              <p className="text-xs text-slate-500">
                {v.createdByName ?? "Someone no longer here"} · {dateTime(v.createdAt)}
              </p>
              {v.note && <p className="mt-1 text-sm text-slate-700">{v.note}</p>}
            </div>
            <div className="flex items-center gap-2">
              <Button size="sm" variant="ghost" onClick={() => setPreviewing(v.number)} aria-label={`Preview version ${v.number}`}>
                <Eye aria-hidden="true" /> Preview
              </Button>
              {v.number !== current && (
                <Button size="sm" variant="secondary" onClick={() => setRestoring(v.number)} aria-label={`Restore version ${v.number}`}>
                  <RotateCcw aria-hidden="true" /> Restore
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>

      {all.length > 1 ? (
        <section aria-labelledby="compare-title" className="flex flex-col gap-3">
          <h3 id="compare-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <History className="size-4" aria-hidden="true" /> Compare versions
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <VersionSelect label="Compare from version" versions={all} value={from} onChange={(n) => setPicked({ from: n, to })} />
            <span className="text-slate-500">with</span>
            <VersionSelect label="Compare with version" versions={all} value={to} onChange={(n) => setPicked({ from, to: n })} />
          </div>
          {before.data && after.data ? (
            <VersionDiffView
              before={before.data.html}
              after={after.data.html}
              beforeLabel={`version ${from}`}
              afterLabel={`version ${to}`}
            />
          ) : before.isError || after.isError ? (
            <Alert tone="error">That version could not be loaded.</Alert>
          ) : (
            <LoadingState text="Loading the versions' HTML..." />
          )}
        </section>
      ) : (
        <p className="text-sm text-slate-500">Save again to compare versions: every save keeps one.</p>
      )}

      {previewed && (
        <VersionPreviewDialog
          key={previewed.number}
          source={source}
          versions={versions}
          version={previewed}
          current={previewed.number === current}
          choice={previewChoice}
          onRestore={() => {
            setPreviewing(null);
            setRestoring(previewed.number);
          }}
          onClose={() => setPreviewing(null)}
        />
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore version ${restoring}?`}
        description={`Its HTML and design become a new version ${all[0] ? all[0].number + 1 : ""}; nothing is deleted.${isDirty ? " Your unsaved changes are lost." : ""}`}
        tone="primary"
        pending={restore.isPending}
        confirmLabel={
          <>
            <RotateCcw aria-hidden="true" /> Restore version {restoring}
          </>
        }
        pendingLabel={
          <>
            <RotateCcw aria-hidden="true" /> Restoring...
          </>
        }
        onConfirm={() => restoring !== null && restore.mutate(restoring)}
      />
    </div>
  );
}

function VersionSelect({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: { number: number }[];
  value: number | null | undefined;
  onChange: (number: number) => void;
}) {
  return (
    <Select aria-label={label} value={value ?? ""} onChange={(e) => onChange(Number(e.target.value))} className="h-9 w-auto">
      {versions.map((v) => (
        <option key={v.number} value={v.number}>
          Version {v.number}
        </option>
      ))}
    </Select>
  );
}
