import { ArrowLeft } from "lucide-react";
import { authUrl } from "../auth-mode";
import { ModeLink } from "./mode-link";

// Returns from either reset step to sign-in; the form there starts empty.
export function BackToSignIn() {
  return (
    <ModeLink to={authUrl("signin")} className="inline-flex items-center gap-1.5">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to sign in
    </ModeLink>
  );
}
