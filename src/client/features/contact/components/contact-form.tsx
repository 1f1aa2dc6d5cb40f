import { useState } from "react";
import { Send } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormFields } from "../../../components/ui/form-fields";
import { Input, Textarea } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { showError } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { clientLog } from "../../../lib/logger";
import { useSendContactMessage } from "../api/send-contact-message";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { ContactSchema } from "../../../../shared/contact/contact-schema";

export type ContactValues = { name: string; email: string; subject: string; message: string };

type Props = { initial: ContactValues; onSent: (email: string) => void };

export function ContactForm({ initial, onSent }: Props) {
  const form = useSchemaForm(ContactSchema, initial);
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);

  // react-hook-form focuses the first invalid field when the form's own check fails.
  const onSubmit = form.onSubmit((input) => {
    setFormError(null);
    send.mutate(input, {
      onSuccess: () => onSent(input.email),
      onError: (error) => {
        clientLog.warn("Contact message not sent", { status: error instanceof ApiError ? error.status : 0 });
        if (error instanceof ApiError && form.applyServerErrors(error.fields)) {
          const first = Object.keys(error.fields)[0];
          if (first) form.form.setFocus(first as keyof ContactValues);
          return;
        }
        setFormError(error.message);
        showError(error.message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Contact form">
      <FormFields>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" error={form.errorOf("name")}>
            <Input autoComplete="name" {...form.bind("name")} />
          </Field>
          <Field label="Email" error={form.errorOf("email")}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.bind("email")} />
          </Field>
        </div>
        <Field label="Subject" error={form.errorOf("subject")}>
          <Input placeholder="What is it about?" {...form.bind("subject")} />
        </Field>
        <Field label="Message" error={form.errorOf("message")} hint="At least 10 characters. Please don't include passwords.">
          <Textarea rows={6} className="min-h-36" {...form.bind("message")} />
        </Field>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">We use your details only to answer your message.</p>
          <Button type="submit" disabled={send.isPending} className="sm:min-w-36">
            {send.isPending ? <Spinner className="size-4 border-white/40 border-t-white" label="Sending" /> : <Send aria-hidden="true" />}
            {send.isPending ? "Sending..." : "Send message"}
          </Button>
        </div>
      </FormFields>
    </form>
  );
}
