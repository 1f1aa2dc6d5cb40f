// /design-system's buttons that show a toast.
import { ToastDemo } from "../../features/design-system/components/feedback-gallery";
import { defineIsland } from "./define-island";

defineIsland("toast-demo", () => <ToastDemo />, { toasts: true });
