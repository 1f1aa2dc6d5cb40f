// After each client-side navigation, focus moves to the new page's h1, so a
// screen reader announces the page and the next Tab starts from its content. The first load is
// left alone (the browser starts at the top of the document). Pages load lazily, so the heading
// may appear a moment after the location changes: watch the DOM until it does.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

function focusHeading(root: ParentNode): boolean {
  const h1 = root.querySelector<HTMLElement>("main h1");
  if (!h1) return false;
  if (!h1.hasAttribute("tabindex")) h1.setAttribute("tabindex", "-1");
  h1.focus({ preventScroll: false });
  return true;
}

export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusHeading(document)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(document)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
