// Choosing, uploading and removing one image (the company logo, a member's photo): the file
// is checked here for type and size first (the server reads the content again), a failed
// upload says why beside the buttons, and success or a failed removal shows as a toast.
import { useRef, useState } from "react";
import { ImageUp, Trash2 } from "lucide-react";
import { Button } from "./ui/button";
import { showError, showSuccess } from "./ui/toaster";
import { ApiError } from "../lib/api-client";

type Rules = { mimeTypes: readonly string[]; maxBytes: number; messages: { badType: string; tooLarge: string } };

type Options = {
  /** What it is, for the buttons and messages: "logo", "photo". */
  noun: string;
  rules: Rules;
  /** The type the browser guesses may be empty (some systems): then only the server decides. */
  allowUnknownType?: boolean;
  upload: { mutateAsync: (file: File) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  uploaded: string;
  removed: string;
};

export function useImageFilePicker(options: Options) {
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
      await upload.mutateAsync(file);
      showSuccess(options.uploaded);
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : `The ${noun} could not be uploaded. Please try again.`);
    }
  }

  async function onRemove() {
    setError(null);
    try {
      await remove.mutateAsync();
      showSuccess(options.removed);
    } catch (e) {
      showError(e instanceof ApiError ? e.message : `The ${noun} could not be removed.`);
    }
  }

  return { input, error, onFile, onRemove, busy: upload.isPending || remove.isPending, uploading: upload.isPending, noun, rules };
}

type Picker = ReturnType<typeof useImageFilePicker>;

/** The hidden file input and the Upload (or Change) and Remove buttons. */
export function ImageFileButtons({
  picker,
  hasImage,
  changeLabel,
  className,
}: {
  picker: Picker;
  hasImage: boolean;
  changeLabel: string;
  className?: string;
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
        <Button size="sm" onClick={() => input.current?.click()} disabled={picker.busy}>
          <ImageUp aria-hidden="true" />
          {picker.uploading ? "Uploading..." : hasImage ? changeLabel : `Upload ${noun}`}
        </Button>
        {hasImage && (
          <Button size="sm" variant="secondary" onClick={() => void picker.onRemove()} disabled={picker.busy}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
    </>
  );
}
