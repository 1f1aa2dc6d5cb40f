// Each block of a design as a piece of email-safe template HTML. A layout puts every
// piece in a row of its own (design-to-html.ts), so spacing never depends on which
// conditional lines a member's data keeps.
import { checkTemplateLinkUrl } from "../../signature/url-rules";
import { FAINT, logoHeight, MUTED, photoRadius, type DesignCss } from "./design-css";
import type { DesignBlock, SocialLink } from "./design-schema";
import { plainTextToHtml } from "./design-text";
import { SOCIAL_ICON_SIZE, SOCIAL_LABELS, socialIconPath } from "./social-icons";

/** `when`: the row is kept only when that field has a value. */
export type Piece = { html: string; when?: string };

export const TABLE = '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">';

export function table(rows: string): string {
  return `${TABLE}<tbody>${rows}</tbody></table>`;
}

const cell = (style: string, html: string) => `<tr><td style="${style}">${html}</td></tr>`;
const ifField = (field: string, html: string) => `{{#if ${field}}}${html}{{/if}}`;

export function photoPiece(css: DesignCss): Piece {
  const size = css.style.photoSize;
  const radius = photoRadius(css.style);
  const round = radius ? `;border-radius:${radius}px` : "";
  return {
    html: `<img src="{{photo_url}}" alt="{{full_name}}" width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0${round}">`,
  };
}

export function logoPiece(css: DesignCss): Piece {
  const { logoWidth } = css.style;
  return {
    html: `<img src="{{logo_url}}" alt="{{company_name}}" width="${logoWidth}" height="${logoHeight(css.style)}" style="display:block;width:${logoWidth}px;height:auto;border:0">`,
  };
}

const titleLine = "{{#if job_title}}{{job_title}}{{#if company_name}} | {{/if}}{{/if}}{{company_name}}";

export function namePiece(css: DesignCss, compact: boolean): Piece {
  const name = `<span style="font-size:${css.nameSize}px;font-weight:bold;color:${css.style.textColor}">{{full_name}}</span>`;
  if (compact) {
    // Each of title and company comes with its own separator: the company stays when a member has no title yet.
    const part = (field: string) => `{{#if ${field}}}<span style="color:${MUTED}">&nbsp;&nbsp;|&nbsp;&nbsp;{{${field}}}</span>{{/if}}`;
    const rest = part("job_title") + part("company_name");
    return { html: table(cell(css.text(), name + rest)) };
  }
  const nameCell = `font-family:${css.font};font-size:${css.nameSize}px;line-height:${Math.round(css.nameSize * 1.3)}px;color:${css.style.textColor}`;
  return { html: table(cell(nameCell, name) + cell(css.text(MUTED), titleLine)) };
}

function label(css: DesignCss, letter: string): string {
  return `<span style="color:${css.style.brandColor};font-weight:bold">${letter}</span>&nbsp;&nbsp;`;
}

const CONTACTS = [
  { field: "office_phone", letter: "T", href: "tel:{{office_phone}}" },
  { field: "personal_phone", letter: "M", href: "tel:{{personal_phone}}" },
  { field: "email", letter: "E", href: "mailto:{{email}}" },
  { field: "website", letter: "W", href: "{{website}}" },
] as const;

const address = "{{#if office_name}}{{office_name}}, {{/if}}{{address}}";

export function contactPiece(css: DesignCss, compact: boolean): Piece {
  const link = (c: (typeof CONTACTS)[number]) => `<a href="${c.href}" style="${css.link}">{{${c.field}}}</a>`;
  if (compact) {
    // One line, email first: every member has one, so no separator is ever left dangling.
    // Items don't break inside (white-space is ignored by Outlook for Windows: there they may).
    const separator = `<span style="color:${css.rule}"> &nbsp;|&nbsp; </span>`;
    const item = (c: (typeof CONTACTS)[number]) => `<span style="white-space:nowrap">${label(css, c.letter)}${link(c)}</span>`;
    const [office, mobile, email, website] = CONTACTS;
    const line = item(email) + [office, mobile, website].map((c) => ifField(c.field, separator + item(c))).join("");
    return { html: table(cell(css.text(), line) + ifField("address", cell(css.small(), address))) };
  }
  const rows = CONTACTS.map((c) => ifField(c.field, cell(css.text(), label(css, c.letter) + link(c)))).join("");
  return { html: table(rows + ifField("address", cell(`${css.small()};padding-top:2px`, address))) };
}

/** A literal https URL as the sanitizer writes it; braces encoded so it is never template syntax. */
function literalUrl(url: string): string {
  const checked = checkTemplateLinkUrl(url.replace(/\{/g, "%7B").replace(/\}/g, "%7D")).url;
  return checked
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");
}

function icon(href: string, network: SocialLink["network"], alt: string): string {
  const s = SOCIAL_ICON_SIZE;
  const img = `<img src="${socialIconPath(network)}" alt="${alt}" width="${s}" height="${s}" style="display:block;width:${s}px;height:${s}px;border:0">`;
  return `<td style="padding-right:6px"><a href="${href}" style="text-decoration:none">${img}</a></td>`;
}

export function socialPiece(links: readonly SocialLink[]): Piece | null {
  // The member's own LinkedIn first, then the company's profiles.
  const member = ifField("linkedin_url", icon("{{linkedin_url}}", "linkedin", `{{full_name}} on LinkedIn`));
  const company = links
    .map((l) => icon(literalUrl(l.url), l.network, SOCIAL_LABELS[l.network]))
    .filter((html) => !html.includes('href=""'));
  const html = `${TABLE}<tbody><tr>${member}${company.join("")}</tr></tbody></table>`;
  return company.length ? { html } : { html, when: "linkedin_url" };
}

export function dividerPiece(css: DesignCss): Piece {
  const line = `<td height="1" style="height:1px;font-size:1px;line-height:1px;border-top:1px solid ${css.rule}">&nbsp;</td>`;
  return {
    html: `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse"><tbody><tr>${line}</tr></tbody></table>`,
  };
}

export function textPiece(css: DesignCss, block: DesignBlock, disclaimer: boolean): Piece | null {
  const html = plainTextToHtml(block.text ?? "");
  if (html === "") return null;
  const style = disclaimer ? css.small(FAINT) : css.text();
  return { html: table(cell(style, html)) };
}

export const CAMPAIGNS_PIECE: Piece = { html: "{{campaigns}}" };
