import { useEffect, useRef } from "react";
import { CircleCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function ContactSuccess({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to the confirmation so it is announced.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <div className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
        <CircleCheck aria-hidden="true" className="size-6" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Message sent
      </h2>
      <p className="max-w-sm text-sm leading-relaxed text-slate-600">
        Thanks, we got your message. We&apos;ll reply to <span className="font-medium text-slate-900">{email}</span> as soon as we can.
      </p>
      <Button variant="secondary" onClick={onSendAnother}>
        Send another message
      </Button>
    </div>
  );
}
