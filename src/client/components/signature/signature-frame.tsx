// The signature at the width a mail client gives it, in an iframe that runs nothing:
// sandbox="" blocks scripts, forms, popups and same-origin access. The frame is laid out at
// 600 px unless told otherwise (the copied HTML does not change); on a narrower screen it is scaled down to
// fit, so the preview never scrolls and is not a tab stop. The frame is positioned inside a box
// of its scaled height, so its 600 px never widen what holds it (a grid, a dialog on a phone).
import { useLayoutEffect, useRef, useState } from "react";
import { signatureDocument } from "./signature-document";
import { useContentHeight } from "./use-content-height";
import { SIGNATURE_WIDTH_PX } from "../../../shared/limits";

export const MAIL_CLIENT_WIDTH = SIGNATURE_WIDTH_PX;
const PADDING = 16;

function useFitScale(ref: React.RefObject<HTMLDivElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const available = el.clientWidth;
      setScale(available > 0 ? Math.min(1, available / width) : 1);
    };
    update();
    if (typeof ResizeObserver === "undefined") return; // old browsers and test DOMs: no resizing
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, width]);
  return scale;
}

export function SignatureFrame({
  html,
  title,
  background,
  label = "Signature preview",
  width = MAIL_CLIENT_WIDTH,
}: {
  html: string;
  title: string;
  /** The page behind the signature ("#rrggbb"); white by default. */
  background?: string;
  label?: string;
  /** The mail client's width: 600 (desktop) by default; the template editor also shows 360 (phone). */
  width?: number;
}) {
  const height = useContentHeight(html, width, PADDING);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, width);
  return (
    <div
      ref={box}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
      style={background ? { background } : undefined}
      role="region"
      aria-label={label}
    >
      <div className="relative" style={{ height: Math.ceil(height * scale) }} data-testid="signature-preview-box">
        <iframe
          // A new frame for new HTML rather than a changed srcdoc: Chromium sometimes leaves a
          // sandboxed frame blank when its srcdoc changes while the previous one is still loading.
          key={html}
          title={title}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={signatureDocument(html, { padding: PADDING, background })}
          style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: "top left" }}
          className="absolute top-0 left-0 block max-w-none border-0"
          data-testid="signature-preview"
        />
      </div>
    </div>
  );
}
