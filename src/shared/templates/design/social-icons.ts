// Social icons are hosted PNGs (48x48, shown at 24x24 for sharp screens): Gmail and
// Outlook show no SVG. The files live in public/static/social/ (made by
// scripts/make-social-icons.ts); templates name them by their site path, and the
// renderer makes that absolute with the asset base URL, like the default photo.
import type { SocialNetwork } from "./design-schema";

export const SOCIAL_ICON_SIZE = 24;

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  github: "GitHub",
};

/** Brand colours of the icons' discs. */
export const SOCIAL_COLORS: Record<SocialNetwork, string> = {
  linkedin: "#0a66c2",
  x: "#000000",
  facebook: "#1877f2",
  instagram: "#e4405f",
  youtube: "#ff0000",
  github: "#181717",
};

export function socialIconPath(network: SocialNetwork): string {
  return `/static/social/${network}.png`;
}
