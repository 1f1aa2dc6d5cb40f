// A form's fields and buttons, in a fieldset that takes no room of its own. A form on a
// prerendered page (app/prerender.tsx) is on screen before its code runs: until React has
// hydrated it, pressing Enter would submit it natively (a GET with the password in the
// address) and React would then reset what was typed. So its controls stay disabled until
// then, and the field marked autoFocus gets the focus once they are enabled. On a page
// rendered in the browser they are enabled from the start. Wrap every form of a prerendered
// page in it (the build refuses a form without it).
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";

export function FormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const fields = ref.current;
    if (!hydrated || !fields || fields.contains(document.activeElement)) return;
    // The HTML's autofocus could not focus a disabled field; React's own applies to fields it creates.
    fields.querySelector<HTMLElement>("[autofocus]")?.focus();
  }, [hydrated]);
  return (
    <fieldset ref={ref} disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
