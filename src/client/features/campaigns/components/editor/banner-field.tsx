import { useId, useState } from "react";
import { ImageUp, Link2, TriangleAlert, X } from "lucide-react";
import { Input } from "../../../../components/ui/input";
import { Button } from "../../../../components/ui/button";
import { cn } from "../../../../lib/cn";
import { BANNER_MAX_BYTES, BANNER_MESSAGES, BANNER_MIME_TYPES } from "../../../../../shared/campaigns/campaign-schema";
import { useUploadBanner } from "../../api/campaigns-api";
import { ImageFileButtons, useImageFilePicker } from "../../../../components/image-file-picker";

/** Upload an image (checked and re-encoded by the server) or give an https address. */
export function BannerField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<"upload" | "url">(value && !value.startsWith("/") ? "url" : "upload");
  const [warnings, setWarnings] = useState<string[]>([]);
  const picker = useImageFilePicker({
    noun: "banner",
    rules: { mimeTypes: BANNER_MIME_TYPES, maxBytes: BANNER_MAX_BYTES, messages: BANNER_MESSAGES },
    upload: useUploadBanner(),
    onUploaded: (stored) => {
      onChange(stored.url);
      setWarnings(stored.warnings);
    },
  });

  const shownError = picker.error ?? error;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <div role="group" aria-label={`${label} source`} className="inline-flex rounded-lg border border-slate-200 p-0.5">
          {(
            [
              ["upload", "Upload", ImageUp],
              ["url", "Image URL", Link2],
            ] as const
          ).map(([key, text, Icon]) => (
            <button
              key={key}
              type="button"
              aria-pressed={mode === key}
              onClick={() => setMode(key)}
              className={cn(
                "inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                mode === key ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" /> {text}
            </button>
          ))}
        </div>
      </div>
      {value && (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
          <img src={value} alt="" className="h-12 max-w-[12rem] rounded object-contain" />
          <span className="min-w-0 flex-1 truncate text-xs text-slate-500">{value.startsWith("/") ? "Uploaded image" : value}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Remove ${label.toLowerCase()}`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {mode === "upload" ? (
        <div>
          <ImageFileButtons picker={picker} hasImage={Boolean(value)} changeLabel="Replace image" variant="secondary" />
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
            PNG, JPEG or GIF, at most 1 MB. Best under 150 KB and at most 600 px wide when shown 90 px high.
          </p>
        </div>
      ) : (
        <Input
          type="url"
          inputMode="url"
          aria-labelledby={`${id}-label`}
          aria-invalid={shownError ? true : undefined}
          placeholder="https://cdn.example.com/banner.png"
          value={value.startsWith("/") ? "" : value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {warnings.map((w) => (
        <p key={w} className="flex items-start gap-1.5 text-xs text-amber-800">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {w}
        </p>
      ))}
      {shownError && (
        <p className="text-xs font-medium text-red-600" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
