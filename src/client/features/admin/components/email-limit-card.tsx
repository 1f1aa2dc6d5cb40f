// The account page's email limit: what the company's admins sent this hour and today
// against its limits, and the super admin's override (other limits, or none until a date).
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Select } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { UpdateEmailLimitSchema, type AccountEmailLimit, type EmailLimitTier } from "../../../../shared/email-limits/email-limit-schema";
import { useAccountEmailLimit, useSetAccountEmailLimit } from "../api/admin-api";

const TIERS: Record<EmailLimitTier, string> = {
  standard: "Standard",
  probation: "New or pending: lower",
  custom: "Custom",
  lifted: "Lifted",
};
const LIFT_DAYS = [1, 7, 30];
const number = new Intl.NumberFormat();

function Usage({ label, window }: { label: string; window: AccountEmailLimit["budget"]["hour"] }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-lg font-semibold text-slate-900 tabular-nums">
        {number.format(window.used)}{" "}
        <span className="text-sm font-normal text-slate-500">of {window.limit === null ? "no limit" : number.format(window.limit)}</span>
      </p>
    </div>
  );
}

function LimitForm({ accountId, data }: { accountId: string; data: AccountEmailLimit }) {
  const { override, defaults } = data;
  const form = useSchemaForm(UpdateEmailLimitSchema, {
    perHour: override?.perHour?.toString() ?? "",
    perDay: override?.perDay?.toString() ?? "",
    liftedUntil: "",
  });
  const save = useSetAccountEmailLimit();
  const submit = async (input: { perHour: number | null; perDay: number | null; liftedUntil: string | null }, done: string) => {
    try {
      await save.mutateAsync({ id: accountId, ...input });
      showSuccess(done, "Email limit saved");
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The email limit could not be saved.");
    }
  };
  const onSubmit = form.onSubmit((input) => submit(input, "The company's new email limit applies now."));
  // The choices' instants are fixed when the form opens.
  const [now] = useState(() => Date.now());
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Emails per hour" error={form.errorOf("perHour")} hint={`Empty: the default, ${number.format(defaults.perHour)}.`}>
          <Input type="number" inputMode="numeric" min={1} placeholder={String(defaults.perHour)} {...form.bind("perHour")} />
        </Field>
        <Field label="Emails per day" error={form.errorOf("perDay")} hint={`Empty: the default, ${number.format(defaults.perDay)}.`}>
          <Input type="number" inputMode="numeric" min={1} placeholder={String(defaults.perDay)} {...form.bind("perDay")} />
        </Field>
      </div>
      <Field label="No limit for" error={form.errorOf("liftedUntil")} hint="While lifted, emails are counted but never refused.">
        <Select {...form.bind("liftedUntil")}>
          <option value="">Keep the limit</option>
          {LIFT_DAYS.map((days) => (
            <option key={days} value={new Date(now + days * 86_400_000).toISOString()}>
              {days === 1 ? "1 day" : `${days} days`}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {override && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() =>
              void submit({ perHour: null, perDay: null, liftedUntil: null }, "The company has its default email limit again.")
            }
          >
            Back to the defaults
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save email limit"}
        </Button>
      </div>
    </form>
  );
}

export function EmailLimitCard({ accountId }: { accountId: string }) {
  const query = useAccountEmailLimit(accountId);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Email limit</CardTitle>
          {query.data && <Badge tone={query.data.budget.tier === "lifted" ? "warning" : "neutral"}>{TIERS[query.data.budget.tier]}</Badge>}
        </div>
        <CardDescription>Invitations, resends and deployment notices its admins send.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending && <p className="text-sm text-slate-500">Loading...</p>}
        {query.isError && <Alert tone="error">The email limit could not be loaded: {query.error.message}</Alert>}
        {query.data && (
          <>
            <div className="grid grid-cols-2 gap-3">
              <Usage label="This hour" window={query.data.budget.hour} />
              <Usage label="Today" window={query.data.budget.day} />
            </div>
            {query.data.budget.liftedUntil && (
              <p className="text-sm text-slate-600">No limit until {formatDateTime(query.data.budget.liftedUntil)}.</p>
            )}
            <LimitForm key={query.data.override?.updatedAt ?? "default"} accountId={accountId} data={query.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
