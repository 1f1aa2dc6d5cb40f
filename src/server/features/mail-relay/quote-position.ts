// Where the quoted message of a reply or forward begins, in the forms the common clients write.
// The signature goes right above it; none found: at the end.

/** HTML markers, earliest wins. Each regex matches at the element that starts the quoted part. */
const HTML_QUOTE_MARKERS: RegExp[] = [
  // Gmail web and mobile: <div class="gmail_quote"> (also gmail_quote_container) holds "On … wrote:" and the quote.
  /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\bgmail_quote/i,
  // Outlook on the web, new Outlook, Outlook for iOS/Android: the reply header block (the <hr> right before it counts too).
  /<hr\b[^>]*>\s*<div\b[^>]*\bid\s*=\s*["']?divRplyFwdMsg/i,
  /<div\b[^>]*\bid\s*=\s*["']?divRplyFwdMsg/i,
  // Outlook for Mac and iOS: the referenced message's container.
  /<div\b[^>]*\bid\s*=\s*["']?mail-editor-reference-message-container/i,
  // Outlook for Windows and Mac: a border-top block holding "From:".
  /<div\b[^>]*style\s*=\s*["'][^"']*border-top\s*:\s*solid[^"']*["'][^>]*>(?:\s*<[^>]+>)*\s*From:/i,
  // Thunderbird: the citation prefix, or the forwarded message's container.
  /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\bmoz-(?:cite-prefix|forward-container)/i,
  // Yahoo Mail.
  /<div\b[^>]*\b(?:id|class)\s*=\s*["']?[^"'>]*\byahoo_quoted/i,
  // Apple Mail and iOS Mail: the attribution sits just before or inside <blockquote type="cite">.
  /<div\b[^>]*>\s*(?:<br\s*\/?>\s*)?<blockquote\b[^>]*\btype\s*=\s*["']?cite/i,
  /<blockquote\b[^>]*\btype\s*=\s*["']?cite/i,
];

/** Text separators that open a quoted or forwarded part in HTML written by older Outlooks and others. */
const HTML_TEXT_SEPARATORS = /-{3,}\s*(?:Original Message|Forwarded message|Forwarded Message)\s*-{3,}/i;

/** The index in `html` where the quoted part starts, or -1. */
export function htmlQuoteIndex(html: string): number {
  let best = -1;
  for (const marker of HTML_QUOTE_MARKERS) {
    const m = marker.exec(html);
    if (m && (best < 0 || m.index < best)) best = m.index;
  }
  const sep = HTML_TEXT_SEPARATORS.exec(html);
  if (sep) {
    // Back up to the start of the element the separator sits in.
    const tagStart = html.lastIndexOf("<", sep.index);
    const at = tagStart >= 0 && html.lastIndexOf(">", sep.index) > tagStart ? tagStart : sep.index;
    if (best < 0 || at < best) best = at;
  }
  return best;
}

const TEXT_SEPARATOR_LINE = [
  /^-{2,}\s*(?:Original Message|Forwarded message|Forwarded Message|Ursprüngliche Nachricht|Message d'origine)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's plain text: a rule, then From: / Sent:
  /^Begin forwarded message:\s*$/i, // Apple Mail
];
const ATTRIBUTION_END = /(?:wrote|schrieb|a écrit|escribió|scrisse|schreef)\s*:\s*$/i;
const ATTRIBUTION_START = /^(?:On|Am|Le|El|Il|Op)\s/;

/** The index of the line in `lines` where the quoted part starts, or -1. */
export function textQuoteLine(lines: string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trimEnd();
    if (TEXT_SEPARATOR_LINE.some((re) => re.test(line.trim()))) return i;
    // "On Mon, 1 Jan 2024 at 10:00, Ann <ann@example.com> wrote:", possibly wrapped over two or three lines.
    if (ATTRIBUTION_START.test(line)) {
      for (let j = i; j < Math.min(i + 3, lines.length); j += 1) if (ATTRIBUTION_END.test(lines[j].trimEnd())) return i;
    }
    // Outlook's plain text reply or forward header: "From: …" then "Sent: …" (or "Date: …").
    if (/^(?:From|Von|De):\s/.test(line) && /^(?:Sent|Date|Gesendet|Envoyé):\s/.test(lines[i + 1] ?? "")) return i;
    if (line.startsWith(">")) {
      // An attribution line right above the quote belongs to it.
      return i > 0 && ATTRIBUTION_END.test(lines[i - 1].trimEnd()) ? i - 1 : i;
    }
  }
  return -1;
}
