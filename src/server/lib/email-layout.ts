// The one shell of every email Signet sends: the plain text ends with the team's signature,
// the HTML is a column of paragraphs in one font and colour. The pieces: a button-like link,
// a greyed note, a plain paragraph. Values are escaped by the email that builds them, so a
// piece takes HTML.
import { escapeHtml } from "../../shared/signature/escape";

/** The plain-text part: the lines, then a blank line and the team's signature. */
export function emailText(lines: string[]): string {
  return [...lines, "", "The Signet team"].join("\n");
}

/** The HTML part: the paragraphs (each already HTML) in the shell every email shares. */
export function emailHtml(paragraphs: string[]): string {
  return `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
${paragraphs.join("\n")}
</div>`;
}

export const paragraph = (html: string, style?: string): string => (style ? `<p style="${style}">${html}</p>` : `<p>${html}</p>`);

/** A secondary line (what to do if this was not expected, how long a link lasts). */
export const note = (html: string): string => paragraph(html, "color:#64748b");

/** The email's one action, drawn as a button. */
export const button = (href: string, label: string): string =>
  paragraph(
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a>`,
  );
