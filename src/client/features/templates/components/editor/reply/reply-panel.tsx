// The Reply tab: a short version of the signature for replies and forwards, which the
// Outlook add-in inserts when a member replies or forwards (new messages get the full one):
// none, the design in the Compact layout (name and title, then contact details), or HTML of
// its own, edited like the template's.
import { useId } from "react";
import { Alert } from "../../../../../components/ui/alert";
import { cn } from "../../../../../lib/cn";
import type { ReplyMode } from "../../../../../../shared/templates/reply-version";
import type { ReplyVersion } from "../../../../../../shared/templates/template-schema";
import { HtmlSourcePanel } from "../source/html-source-panel";

const CHOICES: { mode: ReplyMode; label: string; hint: string }[] = [
  { mode: "none", label: "No reply version", hint: "Replies and forwards get the full signature." },
  { mode: "compact", label: "Compact", hint: "Made from the design: name and job title, then phone and email. No photo, logo or banners." },
  { mode: "html", label: "Own HTML", hint: "Write the reply version's HTML, with the same placeholders." },
];

type Props = {
  reply: ReplyVersion;
  designed: boolean;
  onMode: (mode: ReplyMode) => void;
  onHtml: (html: string) => void;
};

export function ReplyPanel({ reply, designed, onMode, onHtml }: Props) {
  const name = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        A short signature for replies and forwards. The Outlook add-in inserts it when a member replies or forwards; new messages get the
        full signature. The preview shows both.
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Reply version</legend>
        {CHOICES.map((choice) => {
          const disabled = choice.mode === "compact" && !designed;
          return (
            <label
              key={choice.mode}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                reply.mode === choice.mode ? "border-brand-500 bg-brand-50" : "border-slate-200 hover:border-slate-300",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name={name}
                className="mt-0.5 accent-brand-600"
                checked={reply.mode === choice.mode}
                disabled={disabled}
                onChange={() => onMode(choice.mode)}
              />
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{choice.label}</span>
                <span className="text-slate-600">{disabled ? "Needs a designed template." : choice.hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {reply.mode === "html" && (
        <>
          {!reply.html.trim() && <Alert tone="info">Start with a line or two: a name, a title, a phone number.</Alert>}
          <HtmlSourcePanel html={reply.html} designed={false} onChange={onHtml} onDetach={() => undefined} />
        </>
      )}
    </div>
  );
}
