// The profile photo: shown as in the signature (a 96 px circle), uploaded or removed.
// The file is checked here for size and type first, then again by content on the server.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ImageFileButtons, useImageFilePicker } from "../../../components/image-file-picker";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_MIME_TYPES } from "../../../../shared/profiles/photo-rules";
import { useUploadPhoto } from "../api/upload-photo";
import { useRemovePhoto } from "../api/remove-photo";

const DEFAULT_PHOTO = "/static/defaults/photo.png";

export function PhotoCard({ photoUrl, name }: { photoUrl: string | null; name: string }) {
  const picker = useImageFilePicker({
    noun: "photo",
    rules: { mimeTypes: PHOTO_MIME_TYPES, maxBytes: PHOTO_MAX_BYTES, messages: PHOTO_MESSAGES },
    upload: useUploadPhoto(),
    remove: useRemovePhoto(),
    uploaded: "Your photo has been updated.",
    removed: "Your photo has been removed.",
  });

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
        <ImageFileButtons
          picker={picker}
          hasImage={Boolean(photoUrl)}
          changeLabel="Change photo"
          className="flex flex-wrap justify-center gap-2"
        />
        {picker.error ? (
          <p role="alert" className="text-xs font-medium text-red-600">
            {picker.error}
          </p>
        ) : (
          <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, up to 5 MB. We crop it to a centered square.</p>
        )}
      </CardContent>
    </Card>
  );
}
