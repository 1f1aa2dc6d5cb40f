// Choosing, uploading and removing one image (the company logo, a member's photo, a
// campaign banner): the file is checked here for type and size first (the server reads the
// content again), a failed upload says why beside the buttons, and success or a failed
// removal shows as a toast.
import { useRef, useState } from "react";
import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { Button } from "./ui/button";
import { showError, showSuccess } from "./ui/toaster";
import { ApiError } from "../lib/api-client";

type Rules = { mimeTypes: readonly string[]; maxBytes: number; messages: { badType: string; tooLarge: string } };

type Options<T> = {
  /** What it is, for the buttons and messages: "logo", "photo". */
  noun: string;
  rules: Rules;
  /** The type the browser guesses may be empty (some systems): then only the server decides. */
  allowUnknownType?: boolean;
  upload: { mutateAsync: (file: File) => Promise<T>; isPending: boolean };
  /** Absent where the page removes the image itself (a form field). */
  remove?: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  /** The toasts; absent: none (the page shows the result). */
  uploaded?: string;
  removed?: string;
  onUploaded?: (result: T) => void;
};

export function useImageFilePicker<T>(options: Options<T>) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { noun, rules, upload, remove } = options;

  function problemOf(file: File): string | null {
    const typeKnown = Boolean(file.type) || !options.allowUnknownType;
    if (typeKnown && !rules.mimeTypes.includes(file.type)) return rules.messages.badType;
    return file.size > rules.maxBytes ? rules.messages.tooLarge : null;
  }

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ""; // choosing the same file again still fires
    if (!file) return;
    const problem = problemOf(file);
    setError(problem);
    if (problem) return;
    try {
      const result = await upload.mutateAsync(file);
      options.onUploaded?.(result);
      if (options.uploaded) showSuccess(options.uploaded);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status > 0 ? (e.fields.file ?? e.message) : `The ${noun} could not be uploaded. Please try again.`,
      );
    }
  }

  async function onRemove() {
    if (!remove) return;
    setError(null);
    try {
      await remove.mutateAsync();
      if (options.removed) showSuccess(options.removed);
    } catch (e) {
      showError(e instanceof ApiError ? e.message : `The ${noun} could not be removed.`);
    }
  }

  const removable = Boolean(remove);
  const busy = upload.isPending || Boolean(remove?.isPending);
  return { input, error, onFile, onRemove, removable, busy, uploading: upload.isPending, noun, rules };
}

type Picker = ReturnType<typeof useImageFilePicker<unknown>>;

/** The hidden file input and the Upload (or Change) and Remove buttons. */
export function ImageFileButtons({
  picker,
  hasImage,
  changeLabel,
  className,
  variant = "primary",
}: {
  picker: Picker;
  hasImage: boolean;
  changeLabel: string;
  className?: string;
  variant?: "primary" | "secondary";
}) {
  const { input, noun } = picker;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={picker.rules.mimeTypes.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Choose a ${noun}`}
        onChange={(e) => void picker.onFile(e.target.files?.[0])}
      />
      <div className={className ?? "flex flex-wrap gap-2"}>
        <Button size="sm" variant={variant} onClick={() => input.current?.click()} disabled={picker.busy}>
          {picker.uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
          {picker.uploading ? "Uploading..." : hasImage ? changeLabel : `Upload ${noun}`}
        </Button>
        {hasImage && picker.removable && (
          <Button size="sm" variant="secondary" onClick={() => void picker.onRemove()} disabled={picker.busy}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
    </>
  );
}
