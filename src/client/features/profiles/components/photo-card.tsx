// The profile photo: shown as in the signature (a 96 px circle), uploaded or removed.
// The file is checked here for size and type first, then again by content on the server.
import { useId, useRef, useState } from "react";
import { ImageUp, Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_MIME_TYPES } from "../../../../shared/profiles/photo-rules";
import { useUploadPhoto } from "../api/upload-photo";
import { useRemovePhoto } from "../api/remove-photo";

const DEFAULT_PHOTO = "/static/defaults/photo.png";

function checkFile(file: File): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.badType;
  return file.size > PHOTO_MAX_BYTES ? PHOTO_MESSAGES.tooLarge : null;
}

export function PhotoCard({ photoUrl, name }: { photoUrl: string | null; name: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = upload.isPending || remove.isPending;

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = ""; // choosing the same file again still fires
    if (!file) return;
    const problem = checkFile(file);
    setError(problem);
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      showSuccess("Your photo has been updated.");
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : "The photo could not be uploaded. Please try again.");
    }
  }

  async function onRemove() {
    setError(null);
    try {
      await remove.mutateAsync();
      showSuccess("Your photo has been removed.");
    } catch (e) {
      showError(e instanceof ApiError ? e.message : "The photo could not be removed.");
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Photo</CardTitle>
        <CardDescription>Shown in your signature. Without one, a neutral placeholder is used.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <img
          src={photoUrl ?? DEFAULT_PHOTO}
          alt={photoUrl ? `Photo of ${name}` : "Placeholder photo"}
          width={96}
          height={96}
          className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover"
          data-testid="profile-photo"
        />
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PHOTO_MIME_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a photo"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <ImageUp aria-hidden="true" />
            {upload.isPending ? "Uploading..." : photoUrl ? "Change photo" : "Upload photo"}
          </Button>
          {photoUrl && (
            <Button size="sm" variant="secondary" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        {error ? (
          <p role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, up to 5 MB. We crop it to a centered square.</p>
        )}
      </CardContent>
    </Card>
  );
}
