// The signature at the width a mail client gives it, in an iframe that runs nothing:
// sandbox="" blocks scripts, forms, popups and same-origin access. On a phone the
// frame keeps its width and the card scrolls sideways, as a mail app would.
import { signatureDocument } from "./signature-document";
import { useContentHeight } from "./use-content-height";

export const MAIL_CLIENT_WIDTH = 600;
const PADDING = 16;

export function SignatureFrame({ html, title }: { html: string; title: string }) {
  const height = useContentHeight(html, MAIL_CLIENT_WIDTH, PADDING);
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Signature preview, scrolls sideways on small screens"
    >
      <iframe
        title={title}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={signatureDocument(html, { padding: PADDING })}
        style={{ width: MAIL_CLIENT_WIDTH, height }}
        className="block max-w-none border-0"
        data-testid="signature-preview"
      />
    </div>
  );
}
