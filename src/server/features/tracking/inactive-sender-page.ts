// The page /r/{token} answers instead of a redirect when the link's company account is not
// active (suspended, or waiting for activation): our domain must not keep forwarding people
// for an account we stopped. It names the target as text and offers it as a plain link the
// reader may follow; nothing moves on by itself (no script, no meta refresh). Every value
// from the campaign is escaped; styles are attributes, which the app's CSP allows.
import { escapeHtml } from "../../../shared/signature/escape";

const PAGE =
  "margin:0;min-height:100vh;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const CARD =
  "box-sizing:border-box;max-width:34rem;margin:12vh auto 2rem;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:0.75rem;box-shadow:0 1px 2px rgba(15,23,42,0.06)";
const TARGET =
  "display:block;margin:0.5rem 0 1.25rem;padding:0.75rem;background:#f1f5f9;border-radius:0.5rem;font:0.875rem/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere;word-break:break-all";
const LINK = "color:#4338ca;font-weight:600;overflow-wrap:anywhere";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The whole page; `target` is the campaign's stored http(s) landing page. */
export function inactiveSenderPage(target: string): string {
  const url = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>This link is not active - Signet</title>
    <link rel="icon" href="/static/brand/favicon.svg" type="image/svg+xml" />
  </head>
  <body style="${PAGE}">
    <main style="padding:0 1rem">
      <div style="${CARD}">
        <p style="margin:0 0 0.5rem;font-size:0.875rem;font-weight:600;color:#4338ca">Signet</p>
        <h1 style="margin:0 0 0.75rem;font-size:1.375rem;line-height:1.3">This link is not active</h1>
        <p style="margin:0 0 1rem;color:#334155">
          It was in an email signature of a company whose Signet account is not active at the moment, so we are not taking you
          there automatically.
        </p>
        <p style="margin:0;color:#334155">The link points to:</p>
        <code style="${TARGET}">${url}</code>
        <p style="margin:0 0 1rem;color:#334155">
          Only follow it if you know and trust the sender. Check the address first: it may not be what the email said.
        </p>
        <a href="${url}" rel="noopener noreferrer nofollow" style="${LINK}">Continue to ${escapeHtml(hostOf(target))}</a>
      </div>
    </main>
  </body>
</html>
`;
}
