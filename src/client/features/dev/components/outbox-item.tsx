import { useId, useState } from "react";
import { ChevronRight } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import type { OutboxEmail } from "../api/get-outbox";
import { LinkedText } from "./linked-text";
import { formatDateTime } from "../../../lib/format-date";

const STATUS = {
  outbox: { tone: "neutral", label: "Stored" },
  sent: { tone: "success", label: "Sent" },
  failed: { tone: "danger", label: "Failed" },
} as const;

export function OutboxItem({ email }: { email: OutboxEmail }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const status = STATUS[email.status];
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 px-4 py-3.5 text-left hover:bg-slate-50 focus-visible:outline-offset-[-2px] sm:px-5"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn("mt-0.5 size-4 shrink-0 text-slate-400 transition-transform", open && "rotate-90")}
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{email.subject}</span>
          <span className="mt-0.5 flex flex-col text-xs text-slate-500 sm:flex-row sm:gap-1">
            <span className="truncate">To {email.toAddress}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
          </span>
        </span>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </button>
      {open && (
        <div id={panelId} className="border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-5 sm:pl-12">
          {email.error && <p className="mb-3 text-sm text-red-700">Error: {email.error}</p>}
          <pre className="overflow-x-auto font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            <LinkedText text={email.textBody} />
          </pre>
          {email.htmlBody && (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-slate-700">HTML version</summary>
              {/* sandbox="" : the email's HTML may not run scripts or reach this page. */}
              <iframe
                title={`HTML version of ${email.subject}`}
                sandbox=""
                srcDoc={email.htmlBody}
                className="mt-3 h-96 w-full rounded-lg border border-slate-200 bg-white"
              />
            </details>
          )}
        </div>
      )}
    </li>
  );
}
