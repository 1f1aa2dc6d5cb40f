// How many modal dialogs are open: each DialogContent counts itself while it is shown, and the
// toaster reads it to keep toasts clear of a dialog's buttons.
import { useEffect, useSyncExternalStore } from "react";

let open = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Counts the calling dialog as open while it is mounted. */
export function useCountOpenDialog() {
  useEffect(() => {
    open += 1;
    notify();
    return () => {
      open -= 1;
      notify();
    };
  }, []);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isAnyOpen = () => open > 0;

export const useIsDialogOpen = () => useSyncExternalStore(subscribe, isAnyOpen, () => false);
