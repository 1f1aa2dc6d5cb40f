// Draws the social icons of the template designer (SVG -> PNG with sharp): 48x48 discs in
// each network's colour with a white mark, shown at 24x24 so they stay sharp on high-
// density screens. Hosted PNGs because Gmail and Outlook show no SVG. The PNGs are
// committed; run this again only to change them: `npx tsx scripts/make-social-icons.ts`.
import sharp from "sharp";
import { SOCIAL_COLORS } from "../src/shared/templates/design/social-icons";
import type { SocialNetwork } from "../src/shared/templates/design/design-schema";

const font = "Liberation Sans, DejaVu Sans, sans-serif";
const white = "#ffffff";

const marks: Record<SocialNetwork, string> = {
  linkedin: `<text x="24" y="32" text-anchor="middle" font-family="${font}" font-size="22" font-weight="700" fill="${white}">in</text>`,
  x: `<path d="M15 14h6l12 20h-6z" fill="${white}"/><path d="M31.5 14h2.6L18.4 34h-2.6z" fill="${white}"/>`,
  facebook: `<path d="M26.5 38V26h4l.6-4.6h-4.6v-2.9c0-1.3.4-2.2 2.3-2.2h2.4v-4.1a32 32 0 0 0-3.5-.2c-3.5 0-5.9 2.1-5.9 6v3.4h-4V26h4v12z" fill="${white}"/>`,
  instagram: `<rect x="13" y="13" width="22" height="22" rx="6.5" fill="none" stroke="${white}" stroke-width="2.6"/>
    <circle cx="24" cy="24" r="5.2" fill="none" stroke="${white}" stroke-width="2.6"/><circle cx="30.2" cy="17.8" r="1.6" fill="${white}"/>`,
  youtube: `<rect x="11" y="15" width="26" height="18" rx="5" fill="${white}"/><path d="M21.5 19.5v9l7.5-4.5z" fill="${SOCIAL_COLORS.youtube}"/>`,
  github: `<path d="M16 20.5l-.5-6.5 5.5 3.5a14 14 0 0 1 6 0l5.5-3.5-.5 6.5a9 9 0 0 1 1.5 5c0 5.5-4 8.5-9.5 8.5s-9.5-3-9.5-8.5a9 9 0 0 1 1.5-5z" fill="${white}"/>
    <circle cx="20.5" cy="26" r="1.6" fill="${SOCIAL_COLORS.github}"/><circle cx="27.5" cy="26" r="1.6" fill="${SOCIAL_COLORS.github}"/>`,
};

for (const [network, mark] of Object.entries(marks) as [SocialNetwork, string][]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
    <circle cx="24" cy="24" r="24" fill="${SOCIAL_COLORS[network]}"/>${mark}</svg>`;
  const file = `public/static/social/${network}.png`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
  console.log(`wrote ${file}`);
}
