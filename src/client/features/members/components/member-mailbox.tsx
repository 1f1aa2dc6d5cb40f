// A member's mailbox in the member dialog: Gmail (the latest push and its result, "Push now",
// and the signature Gmail holds now, as Gmail answered it) and the Outlook add-in (its last
// fetch, and what it inserts for a new message and for a reply or forward). Read again every
// few seconds while a push waits or runs.
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { memberMailboxQuery, whilePushing, type MemberMailboxView } from "../../../lib/resources/mailbox";
import { mailboxStatusText } from "../../../lib/mailbox-status";
import { formatRelative, useCompanyDates } from "../../../lib/format-date";
import { sanitizeSignature } from "../../../components/signature/sanitize-signature";
import { SignatureFrame } from "../../../components/signature/signature-frame";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadingState } from "../../../components/ui/spinner";
import { usePushMailboxNow } from "../api/member-mutations";

function Held({ title, html, empty }: { title: string; html: string | null; empty: string }) {
  const clean = html ? sanitizeSignature(html) : "";
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h4 className="text-xs font-medium break-words text-slate-500">{title}</h4>
      {clean ? (
        <div className="rounded-lg border border-slate-200">
          <SignatureFrame html={clean} title={title} label={title} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}

function GmailPart({
  userId,
  gmail,
  holds,
}: {
  userId: string;
  gmail: NonNullable<MemberMailboxView["gmail"]>;
  holds: MemberMailboxView["gmailHolds"];
}) {
  const dates = useCompanyDates();
  const push = usePushMailboxNow(userId);
  const text = gmail.push ? mailboxStatusText(gmail.push) : null;
  return (
    <div className="flex flex-col gap-3" data-testid="member-gmail">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <h3 className="font-medium text-slate-900">Gmail</h3>
          {!gmail.reachable ? (
            <p className="text-slate-600">{gmail.reason}</p>
          ) : text && gmail.push ? (
            <p title={dates.dateTime(gmail.push.at)}>
              <span
                className={text.tone === "ok" ? "text-emerald-700" : text.tone === "failed" ? "font-medium text-red-700" : "text-slate-700"}
              >
                {text.headline}
              </span>
              {text.detail && <span className="break-words text-slate-600">{`: ${text.detail}`}</span>}
              {gmail.push.changedByProvider && (
                <Badge tone="warning" className="ml-2">
                  Changed by Gmail
                </Badge>
              )}
            </p>
          ) : (
            <p className="text-slate-600">Not pushed yet.</p>
          )}
        </div>
        {gmail.reachable && (
          <Button variant="secondary" size="sm" className="shrink-0" onClick={() => push.mutate()} disabled={push.isPending}>
            <Send aria-hidden="true" />
            {push.isPending ? "Pushing..." : "Push now"}
          </Button>
        )}
      </div>
      {push.error && <Alert tone="error">{push.error.message}</Alert>}
      {holds &&
        (holds.error ? (
          <Alert tone="warning">
            Gmail did not answer for {holds.address}: {holds.error}
          </Alert>
        ) : (
          <Held
            title={`Gmail holds now for ${holds.address}`}
            html={holds.signature}
            empty="No signature: Gmail holds none for this address."
          />
        ))}
    </div>
  );
}

function OutlookPart({
  outlook,
  inserts,
}: {
  outlook: NonNullable<MemberMailboxView["outlook"]>;
  inserts: MemberMailboxView["outlookInserts"];
}) {
  const dates = useCompanyDates();
  return (
    <div className="flex flex-col gap-3" data-testid="member-outlook">
      <div className="text-sm">
        <h3 className="font-medium text-slate-900">Outlook add-in</h3>
        <p className="text-slate-600" title={outlook.fetchedAt ? dates.dateTime(outlook.fetchedAt) : undefined}>
          {outlook.fetchedAt
            ? `Last fetched their signature ${formatRelative(outlook.fetchedAt)}.`
            : "Has not fetched their signature yet."}
        </p>
      </div>
      <Held title="Inserted in new messages" html={inserts?.newMail ?? null} empty="Nothing: they have no signature to insert." />
      <Held title="Inserted in replies and forwards" html={inserts?.reply ?? null} empty="Nothing: they have no signature to insert." />
    </div>
  );
}

export function MemberMailbox({ userId }: { userId: string }) {
  const mailbox = useQuery({ ...memberMailboxQuery(userId), refetchInterval: (q) => whilePushing(q.state.data?.gmail?.push) });
  return (
    <section className="flex flex-col gap-4 border-t border-slate-100 pt-4" aria-labelledby={`mailbox-${userId}`}>
      <h2 id={`mailbox-${userId}`} className="text-sm font-semibold text-slate-900">
        Mailbox
      </h2>
      {mailbox.isPending ? (
        <LoadingState text="Reading their mailbox..." />
      ) : mailbox.isError ? (
        <Alert tone="error">{mailbox.error.message}</Alert>
      ) : !mailbox.data.gmail && !mailbox.data.outlook ? (
        <p className="text-sm text-slate-600">
          Neither Google Workspace nor the Outlook add-in is set up: they copy their signature by hand from their signature page.
        </p>
      ) : (
        <>
          {mailbox.data.gmail && <GmailPart userId={userId} gmail={mailbox.data.gmail} holds={mailbox.data.gmailHolds} />}
          {mailbox.data.outlook && <OutlookPart outlook={mailbox.data.outlook} inserts={mailbox.data.outlookInserts} />}
        </>
      )}
    </section>
  );
}
