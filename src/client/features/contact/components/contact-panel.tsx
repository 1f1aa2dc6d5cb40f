// The contact form, then the confirmation once sent; "Send another message" starts the form
// again, prefilled again.
import { useState } from "react";
import type { Me } from "../../../lib/me";
import { ContactForm, type ContactValues } from "./contact-form";
import { ContactSuccess } from "./contact-success";

export function contactValuesOf(me: Me | null): ContactValues {
  const name = [me?.profile.firstName, me?.profile.lastName].filter(Boolean).join(" ") || me?.user.name || "";
  return { name, email: me?.user.email ?? "", subject: "", message: "" };
}

export function ContactPanel({ initial }: { initial: ContactValues }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Remounting the form starts it fresh.
  const [formKey, setFormKey] = useState(0);
  if (sentTo)
    return (
      <ContactSuccess
        email={sentTo}
        onSendAnother={() => {
          setSentTo(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  return <ContactForm key={formKey} initial={initial} onSent={setSentTo} />;
}
