// The preview iframe is fully sandboxed (sandbox="", no same-origin), so its content
// cannot be measured from here. Instead the same HTML is laid out once, off screen, in a
// closed shadow root at the frame's width, with image addresses removed (explicit image
// sizes are enough for layout, and nothing is fetched twice or counted as a view).
import { useLayoutEffect, useState } from "react";

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 1600;

export function useContentHeight(sanitizedHtml: string, width: number, padding: number): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    if (!sanitizedHtml) return;
    const doc = new DOMParser().parseFromString(sanitizedHtml, "text/html");
    doc.querySelectorAll("img").forEach((img) => img.removeAttribute("src"));
    const host = document.createElement("div");
    host.setAttribute("aria-hidden", "true");
    host.style.cssText = `all:initial;position:absolute;display:block;left:-10000px;top:0;width:${width}px;visibility:hidden;pointer-events:none`;
    const root = host.attachShadow({ mode: "closed" });
    // Style attributes, not a <style> element: the app's CSP allows only the former.
    root.innerHTML = `<div style="padding:${padding}px;font-family:Arial,Helvetica,sans-serif;font-size:13px">${doc.body.innerHTML}</div>`;
    document.body.append(host);
    const measured = Math.ceil(host.getBoundingClientRect().height);
    host.remove();
    // A little slack for images whose size the markup does not state.
    setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, measured + 24)));
  }, [sanitizedHtml, width, padding]);
  return height;
}
