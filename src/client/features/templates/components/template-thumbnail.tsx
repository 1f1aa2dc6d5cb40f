// A template rendered with the admin's own values (sample values where empty), scaled down into a card: the shared sandboxed
// signature frame (nothing runs in it), clipped to a fixed height so cards line up.
import { SignatureFrame } from "../../../components/signature/signature-frame";

export function TemplateThumbnail({ html, name }: { html: string; name: string }) {
  return (
    <div className="relative h-36 overflow-hidden rounded-lg bg-slate-50 sm:h-44" aria-hidden="true">
      {html ? (
        <div className="pointer-events-none">
          <SignatureFrame html={html} title={`Preview of ${name}`} label={`Preview of ${name}`} />
        </div>
      ) : (
        <p className="p-4 text-sm text-slate-500">This template shows nothing with these details.</p>
      )}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-gradient-to-t from-white to-transparent" />
    </div>
  );
}
