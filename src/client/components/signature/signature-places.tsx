// Where the member's signature already is (/signature and /guide): in their Gmail, put there
// by their company, and in Outlook, inserted by the company's add-in as they write. Shown
// before anything about copying it by hand; nothing at all when neither is set up. While a push
// waits or runs, it is read again every few seconds until it settles.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, Mail, XCircle } from "lucide-react";
import { ownMailboxQuery, whilePushing } from "../../lib/resources/mailbox";
import { ownMailboxText, type MailboxPlaceText } from "../../lib/mailbox-status";
import { useCompanyDates } from "../../lib/format-date";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { cn } from "../../lib/cn";

const ICONS: Record<MailboxPlaceText["tone"], typeof Mail> = {
  ok: CheckCircle2,
  waiting: Clock,
  stale: Clock,
  failed: XCircle,
  none: Mail,
};
const COLORS: Record<MailboxPlaceText["tone"], string> = {
  ok: "text-emerald-600",
  waiting: "text-slate-500",
  stale: "text-amber-600",
  failed: "text-red-600",
  none: "text-slate-400",
};

export function SignaturePlaces({ enabled = true, elsewhere }: { enabled?: boolean; elsewhere: string }) {
  const { timeZone } = useCompanyDates();
  const mailbox = useQuery({ ...ownMailboxQuery(), enabled, refetchInterval: (q) => whilePushing(q.state.data?.gmail?.push) });
  if (!mailbox.data) return null;
  const lines = ownMailboxText(mailbox.data, timeZone);
  if (lines.length === 0) return null;
  return (
    <Card aria-labelledby="signature-places-title">
      <CardHeader>
        <CardTitle id="signature-places-title">Where your signature is</CardTitle>
        <CardDescription>Your company puts it there for you: nothing to copy for these.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col gap-3" data-testid="signature-places">
          {lines.map((line) => {
            const Icon = ICONS[line.tone];
            return (
              <li key={line.place} className="flex items-start gap-3">
                <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", COLORS[line.tone])} />
                <p className="min-w-0 text-sm">
                  <span className={cn("font-medium", line.tone === "failed" ? "text-red-700" : "text-slate-900")}>{line.headline}</span>
                  {line.detail && <span className="break-words text-slate-600">{`: ${line.detail}`}</span>}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">{elsewhere}</p>
      </CardContent>
    </Card>
  );
}
