// One toast visible at a time (spec 4 and 9); a dismissed toast is removed after a long delay.
import { useEffect, useState } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { TOASTS_VISIBLE } from "../../../shared/limits";

// At phone width the keyboard and the field being filled sit at the bottom, so toasts go to the
// top there (issue 15 item 4); on wider screens they stay bottom right, clear of the header.
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
  const small = useIsSmallScreen();
  return (
    <Sonner
      visibleToasts={TOASTS_VISIBLE}
      position={small ? "top-center" : "bottom-right"}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}

export function showSuccess(message: string, title = "Success") {
  toast.dismiss();
  toast.success(title, { description: message });
}

export function showError(message: string, title = "Error") {
  toast.dismiss();
  toast.error(title, { description: message });
}
