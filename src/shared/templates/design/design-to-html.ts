// The designer's one pure function: a TemplateDesign becomes the template HTML that
// members get. Table-based, inline styles only, width and height on every image, no
// classes, nothing Outlook's Word engine or Gmail drop, and written exactly as the
// save-time sanitizer serializes HTML, so saving a designed template removes nothing.
//
// Layouts: "photo-left" (photo beside the details, a brand-coloured bar between),
// "logo-top" (logo above a brand rule, then photo and details), "logo-left" (logo
// beside the details, a thin rule between), "stacked" (one column, every block in its
// order) and "compact" (name and title on one line, contact details on one line).
// Outside "stacked", the side block (photo, or logo in "logo-left") and the logo in
// "logo-top" have their fixed place; the other blocks keep their order in the details
// column, while the disclaimer and the campaign banners span the whole width below.
// A hidden campaigns block leaves no {{campaigns}} slot: the renderer then puts the
// member's campaigns after the signature, as it does for any template without one.
import { designCss, type DesignCss } from "./design-css";
import type { DesignBlock, DesignBlockType, DesignLayout, TemplateDesign } from "./design-schema";
import {
  CAMPAIGNS_PIECE,
  contactPiece,
  dividerPiece,
  logoPiece,
  namePiece,
  photoPiece,
  socialPiece,
  table,
  textPiece,
  type Piece,
} from "./design-blocks";

/** Space above a block (px) when another block precedes it in its column. */
const GAP: Record<DesignBlockType, number> = {
  photo: 12,
  name: 10,
  contact: 8,
  logo: 14,
  social: 10,
  divider: 10,
  text: 10,
  disclaimer: 14,
  campaigns: 4,
};

const WIDE: ReadonlySet<DesignBlockType> = new Set(["disclaimer", "campaigns"]);

type Placed = { type: DesignBlockType; piece: Piece };

function pieceFor(design: TemplateDesign, css: DesignCss, block: DesignBlock): Piece | null {
  const compact = design.layout === "compact";
  switch (block.type) {
    case "photo":
      return photoPiece(css);
    case "name":
      return namePiece(css, compact);
    case "contact":
      return contactPiece(css, compact);
    case "logo":
      return logoPiece(css);
    case "social":
      return socialPiece(design.social);
    case "divider":
      return dividerPiece(css);
    case "text":
      return textPiece(css, block, false);
    case "disclaimer":
      return textPiece(css, block, true);
    case "campaigns":
      return CAMPAIGNS_PIECE;
  }
}

/** One row per block; the first block of a column gets no space above it unless `below` something. */
function rows(placed: readonly Placed[], below = false): string {
  return placed
    .map(({ type, piece }, i) => {
      const gap = i === 0 && !below ? 0 : GAP[type];
      const row = `<tr><td${gap ? ` style="padding-top:${gap}px"` : ""}>${piece.html}</td></tr>`;
      return piece.when ? `{{#if ${piece.when}}}${row}{{/if}}` : row;
    })
    .join("");
}

type Frame = {
  /** The block in the side column: "photo" or "logo" (none for "stacked"). */
  side: DesignBlockType | null;
  /** The block above everything, set off by a brand rule ("logo-top"). */
  top: DesignBlockType | null;
  /** The line between the side column and the details, and the space on each side of it. */
  bar: (css: DesignCss) => string | null;
  space: number;
  valign: "top" | "middle";
};

const FRAMES: Record<DesignLayout, Frame> = {
  "photo-left": { side: "photo", top: null, bar: (css) => `2px solid ${css.style.brandColor}`, space: 16, valign: "top" },
  "logo-top": { side: "photo", top: "logo", bar: () => null, space: 16, valign: "top" },
  "logo-left": { side: "logo", top: null, bar: (css) => `1px solid ${css.rule}`, space: 18, valign: "middle" },
  compact: { side: "photo", top: null, bar: (css) => `1px solid ${css.rule}`, space: 12, valign: "top" },
  stacked: { side: null, top: null, bar: () => null, space: 0, valign: "top" },
};

/** The side block (if shown) beside the details column. */
function head(frame: Frame, side: Placed | undefined, main: Placed[], css: DesignCss): string {
  if (!side && main.length === 0) return "";
  const { space, valign } = frame;
  const sideCell = side ? `<td valign="${valign}" style="padding-right:${space}px">${side.piece.html}</td>` : "";
  const bar = side ? frame.bar(css) : null;
  const mainStyle = bar ? ` style="border-left:${bar};padding-left:${space}px"` : "";
  const mainCell = main.length ? `<td valign="${valign}"${mainStyle}>${table(rows(main))}</td>` : "";
  return table(`<tr>${sideCell}${mainCell}</tr>`);
}

export function designToHtml(design: TemplateDesign): string {
  const css = designCss(design.style);
  const placed: Placed[] = [];
  for (const block of design.blocks) {
    const piece = block.visible ? pieceFor(design, css, block) : null;
    if (piece) placed.push({ type: block.type, piece });
  }
  const frame = FRAMES[design.layout];
  if (frame.side === null) return table(rows(placed));

  const side = placed.find((p) => p.type === frame.side);
  const top = placed.find((p) => p.type === frame.top);
  const main = placed.filter((p) => p !== side && p !== top && !WIDE.has(p.type));
  const wide = placed.filter((p) => WIDE.has(p.type));
  const body = head(frame, side, main, css);

  let html = "";
  if (top) html += `<tr><td style="padding-bottom:12px">${top.piece.html}</td></tr>`;
  if (body)
    html += top
      ? `<tr><td style="border-top:2px solid ${css.style.brandColor};padding-top:14px">${body}</td></tr>`
      : `<tr><td>${body}</td></tr>`;
  return table(html + rows(wide, html !== ""));
}
