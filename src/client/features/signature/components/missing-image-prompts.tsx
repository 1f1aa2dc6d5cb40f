// "Add your photo" / "Add your logo" beside the preview: the signature itself
// shows a monogram of the initials instead, and these prompts are never part of the copied,
// downloaded or opened HTML.
import { Link } from "react-router";
import { ImagePlus } from "lucide-react";
import { paths } from "../../../lib/paths";

export function MissingImagePrompts({
  missingPhoto,
  missingLogo,
  isAdmin,
}: {
  missingPhoto: boolean;
  missingLogo: boolean;
  isAdmin: boolean;
}) {
  const showLogo = missingLogo && isAdmin;
  if (!missingPhoto && !showLogo) return null;
  return (
    <ul
      aria-label="Improve your signature"
      className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-4"
      data-testid="missing-image-prompts"
    >
      {missingPhoto && (
        <li>
          <Link to={paths.profile} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
            <ImagePlus className="size-4" aria-hidden="true" /> Add your photo
          </Link>
          <span className="text-slate-500"> (your initials show until then)</span>
        </li>
      )}
      {showLogo && (
        <li>
          <Link to={paths.companySettings} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
            <ImagePlus className="size-4" aria-hidden="true" /> Add your logo
          </Link>
          <span className="text-slate-500"> (the company's initials show until then)</span>
        </li>
      )}
    </ul>
  );
}
