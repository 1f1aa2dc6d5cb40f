// One toast visible at a time; a dismissed toast is removed after a long delay.
// sonner loads with the first toast (decision 010): the host renders nothing until then,
// so the first page's entry chunk carries none of it.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { TOASTS_VISIBLE } from "../../../shared/limits";
import { useIsDialogOpen } from "./open-dialogs";

const loadSonner = () => import("sonner");
const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let wanted = false;
const isWanted = () => wanted;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

// Rendered after sonner's Toaster in the same Suspense boundary: its effect runs once
// sonner listens for toasts.
function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

// At phone width the keyboard and the field being filled sit at the bottom, so toasts go to the
// top there; on wider screens they stay bottom right, clear of the header, except while a dialog
// is open: its main button sits at its bottom right, so toasts go to the top then too.
const SMALL_SCREEN = "(max-width: 639px)";

function useIsSmallScreen(): boolean {
  const [small, setSmall] = useState(
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(SMALL_SCREEN).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return; // test DOMs
    const query = window.matchMedia(SMALL_SCREEN);
    const update = () => setSmall(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return small;
}

export function Toaster() {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  const small = useIsSmallScreen();
  const dialogOpen = useIsDialogOpen();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        visibleToasts={TOASTS_VISIBLE}
        position={small || dialogOpen ? "top-center" : "bottom-right"}
        richColors
        closeButton
        toastOptions={{ duration: 5000 }}
      />
      <Mounted />
    </Suspense>
  );
}

async function toastApi() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  await mounted;
  return (await loadSonner()).toast;
}

export function showSuccess(message: string, title = "Success") {
  void toastApi().then((toast) => {
    toast.dismiss();
    toast.success(title, { description: message });
  });
}

export function showError(message: string, title = "Error") {
  void toastApi().then((toast) => {
    toast.dismiss();
    toast.error(title, { description: message });
  });
}
