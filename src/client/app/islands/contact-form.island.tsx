// /contact's form and its confirmation; its errors show as toasts too.
import { ContactPanel, contactValuesOf } from "../../features/contact/components/contact-panel";
import { defineIsland } from "./define-island";

defineIsland("contact-form", () => <ContactPanel initial={contactValuesOf(null)} />, { toasts: true });
