// Signatures in the connected mailboxes (admins): the switch "Update mailboxes automatically"
// and, while it is off, the banner of out-of-date mailboxes with "push now". Shown only while
// a mailbox provider (Gmail) is connected.
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/switch";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { mailboxStatusQuery } from "../../../lib/resources/mailboxes";
import { outOfDateText } from "../../../../shared/mailboxes/mailbox-schema";
import { plural } from "../../../../shared/text/plural";
import { usePushMailboxes, useUpdateMailboxSettings } from "../api/mailboxes";

/** "Gmail", "Gmail and Outlook". */
const namesOf = (labels: string[]) => labels.join(" and ");

export function MailboxOutOfDateBanner() {
  const status = useQuery(mailboxStatusQuery());
  const push = usePushMailboxes();
  if (!status.data || status.data.updateAutomatically) return null;
  const outOfDate = status.data.channels.reduce((sum, c) => sum + c.outOfDate, 0);
  if (outOfDate === 0) return null;
  const pushNow = () =>
    push.mutate(undefined, {
      onSuccess: ({ queued }) => showSuccess(`${plural(queued, "mailbox", "mailboxes")} queued.`, "Pushing now"),
      onError: () => showError("The mailboxes could not be pushed. Try again."),
    });
  return (
    <Alert tone="warning">
      {outOfDateText(outOfDate)}:{" "}
      <Button variant="link" size="sm" className="h-auto p-0 align-baseline" onClick={pushNow} disabled={push.isPending}>
        push now
      </Button>
    </Alert>
  );
}

export function MailboxUpdatesCard() {
  const switchId = useId();
  const titleId = useId();
  const status = useQuery(mailboxStatusQuery());
  const update = useUpdateMailboxSettings();
  if (!status.data || status.data.channels.length === 0) return null;
  const names = namesOf(status.data.channels.map((c) => c.label));
  const isOn = update.isPending && update.variables !== undefined ? update.variables : status.data.updateAutomatically;
  const toggle = (checked: boolean) => update.mutate(checked, { onError: () => showError("The setting could not be saved. Try again.") });
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Signatures in {names}</CardTitle>
        <CardDescription>
          When a template, department, office, company detail, profile or campaign choice changes, the members it reaches get their new
          signature in {names} a few seconds later.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
          <div>
            <label htmlFor={switchId} className="text-sm font-medium text-slate-900">
              Update mailboxes automatically
            </label>
            <p className="mt-1 text-xs text-slate-500">
              {isOn
                ? `Changed signatures go into ${names} by themselves.`
                : `Changed signatures are saved; ${names} keeps the older one until you push it or deploy.`}
            </p>
          </div>
          <Switch id={switchId} checked={isOn} onCheckedChange={(checked) => toggle(checked === true)} disabled={update.isPending} />
        </div>
        <MailboxOutOfDateBanner />
      </CardContent>
    </Card>
  );
}
