// Draws the default and demo images (SVG -> PNG with sharp). The PNGs are committed;
// run this again only to change them: `npx tsx scripts/make-demo-images.ts`.
import sharp from "sharp";

const out = "public/static";
const font = "Liberation Sans, DejaVu Sans, sans-serif";

const images: Record<string, string> = {
  "defaults/photo.png": `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 96 96">
    <rect width="96" height="96" rx="48" fill="#e2e8f0"/>
    <circle cx="48" cy="38" r="17" fill="#94a3b8"/>
    <path d="M18 84c4-17 16-26 30-26s26 9 30 26" fill="#94a3b8"/></svg>`,
  "defaults/logo.png": `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 160 48">
    <rect x="1" y="1" width="158" height="46" rx="8" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="6 4"/>
    <text x="80" y="30" text-anchor="middle" font-family="${font}" font-size="15" font-weight="700" fill="#94a3b8">YOUR LOGO</text></svg>`,
  "demo/acme-logo.png": `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 160 48">
    <path d="M8 40 L24 8 L40 40 Z" fill="#4f46e5"/><path d="M18 40 L30 16 L42 40 Z" fill="#818cf8" opacity="0.9"/>
    <text x="50" y="33" font-family="${font}" font-size="24" font-weight="700" fill="#1e1b4b">Acme Inc.</text></svg>`,
  "demo/banner-webinar.png": banner("#4f46e5", "#7c3aed", "Live webinar · Dec 10", "Signatures that sell: 5 proven banner ideas"),
  "demo/banner-launch.png": banner("#0f766e", "#0891b2", "New: Acme Cloud 3.0", "Faster sync, offline mode and a fresh design"),
  "demo/banner-survey.png": banner("#be123c", "#ea580c", "2 minutes, 1 coffee on us", "Tell us how we are doing in our customer survey"),
};

function banner(from: string, to: string, kicker: string, title: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="180" viewBox="0 0 600 90">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="90" rx="8" fill="url(#g)"/>
    <circle cx="540" cy="20" r="60" fill="#ffffff" opacity="0.08"/><circle cx="585" cy="85" r="40" fill="#ffffff" opacity="0.08"/>
    <text x="24" y="36" font-family="${font}" font-size="13" font-weight="700" fill="#ffffff" opacity="0.85" letter-spacing="1">${kicker.toUpperCase()}</text>
    <text x="24" y="62" font-family="${font}" font-size="21" font-weight="700" fill="#ffffff">${title}</text></svg>`;
}

for (const [file, svg] of Object.entries(images)) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${out}/${file}`);
  console.log(`wrote ${out}/${file}`);
}
