// Unsaved changes ask before the page is left: inside the app through react-router's
// blocker (a dialog), and on reload, close or an outside link through beforeunload (the
// browser's own prompt).
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../../../../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../../../../components/ui/dialog";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const open = blocker.state === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent
        title="Leave without saving?"
        description="Your changes to this template are not saved. If you leave now, they are lost."
      >
        <DialogFooter>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave and discard changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
