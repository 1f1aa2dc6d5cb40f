// One toast visible at a time (spec 4 and 9); a dismissed toast is removed after a long delay.
import { Toaster as Sonner, toast } from "sonner";
import { TOASTS_VISIBLE } from "../../../shared/limits";

export function Toaster() {
  return <Sonner visibleToasts={TOASTS_VISIBLE} position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}

export function showSuccess(message: string, title = "Success") {
  toast.dismiss();
  toast.success(title, { description: message });
}

export function showError(message: string, title = "Error") {
  toast.dismiss();
  toast.error(title, { description: message });
}
