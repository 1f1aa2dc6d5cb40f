// Activity: the account's audit log, newest first, filtered by person and kind on the
// server, loaded a page at a time. Read-only.
import { useMemo, useState } from "react";
import { ArrowRight, History, KeyRound } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingState } from "../../../components/ui/spinner";
import { useCompanyDates } from "../../../lib/format-date";
import { useOffices } from "../../../lib/offices";
import { AUDIT_ACTIONS, COMPANY_AUDIT_ACTIONS } from "../../../../shared/audit/audit-actions";
import { isSsoRefusalCode, SSO_REFUSAL_REASONS } from "../../../../shared/sso/sso-refusals";
import { useQuery } from "@tanstack/react-query";
import { departmentSummaryQuery } from "../../../lib/resources/account";
import { fieldName, valueWords, type ValueWords } from "./activity-values";
import { useActivity, useActivityActors, type ActivityEntry, type ActivityFilter } from "../api/activity";

function Change({ field, before, after, words }: { field: string; before: unknown; after: unknown; words: ValueWords }) {
  const empty = (value: unknown) => value === null || value === undefined || value === "";
  const show = (value: unknown) => valueWords(field, value, words);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
      <span className="font-medium text-slate-700">{fieldName(field)}:</span>
      {empty(before) ? (
        <span className="break-all text-slate-900">{show(after)}</span>
      ) : (
        <>
          <span className="break-all text-slate-500 line-through decoration-slate-300">{show(before)}</span>
          <ArrowRight className="size-3 shrink-0 text-slate-400" aria-label="changed to" />
          {empty(after) ? (
            <span className="text-slate-500 italic">removed</span>
          ) : (
            <span className="break-all text-slate-900">{show(after)}</span>
          )}
        </>
      )}
    </li>
  );
}

/** A refused single sign-on's reason, in the admin's words. */
function refusalReason(entry: ActivityEntry): string | null {
  const reason = entry.details.reason;
  return entry.action === "sso.sign_in_refused" && isSsoRefusalCode(reason) ? SSO_REFUSAL_REASONS[reason] : null;
}

function Entry({ entry, words }: { entry: ActivityEntry; words: ValueWords }) {
  const who = entry.actor.name ?? entry.actor.email ?? "A deleted user";
  const changes = Object.entries(entry.changes);
  const reason = refusalReason(entry);
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:gap-4" data-testid="activity-entry">
      <div
        className="hidden size-9 shrink-0 sm:flex items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
        aria-hidden="true"
      >
        {who.slice(0, 1).toUpperCase()}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{who}</span> <span>{entry.label.charAt(0).toLowerCase() + entry.label.slice(1)}</span>
          {entry.target.label && (
            <>
              {": "}
              <span className="font-medium break-words">{entry.target.label}</span>
            </>
          )}
          {entry.apiKey && (
            <span className="ml-1.5 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs text-slate-700">
              <KeyRound className="size-3" aria-hidden="true" /> via API key {entry.apiKey.name}
            </span>
          )}
        </p>
        {reason && <p className="mt-1 text-sm text-slate-700">Why: {reason}</p>}
        {changes.length > 0 && (
          <ul className="mt-1.5 flex flex-col gap-1 rounded-md bg-slate-50 px-3 py-2">
            {changes.map(([field, [before, after]]) => (
              <Change key={field} field={field} before={before} after={after} words={words} />
            ))}
          </ul>
        )}
        <p className="mt-1.5 text-xs text-slate-500">
          <time dateTime={entry.createdAt}>{words.dateTime(entry.createdAt)}</time>
          {entry.actor.name && entry.actor.email ? ` · ${entry.actor.email}` : ""}
          {entry.ip ? ` · IP ${entry.ip}` : ""}
        </p>
      </div>
    </li>
  );
}

function useValueWords(): ValueWords {
  const departments = useQuery(departmentSummaryQuery());
  const offices = useOffices();
  const { dateTime } = useCompanyDates();
  return useMemo(
    () => ({
      departments: new Map(departments.data?.departments.map((d) => [d.id, d.name])),
      offices: new Map(offices.data?.map((o) => [o.id, o.locationName])),
      dateTime,
    }),
    [departments.data, offices.data, dateTime],
  );
}

export function ActivityTab() {
  const [filter, setFilter] = useState<ActivityFilter>({});
  const activity = useActivity(filter);
  const actors = useActivityActors();
  const words = useValueWords();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filter.actor || filter.action);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Every change admins make to the company, newest first. Entries can't be edited or deleted.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <Field label="Person">
            <Select value={filter.actor ?? ""} onChange={(e) => setFilter((f) => ({ ...f, actor: e.target.value || undefined }))}>
              <option value="">Everyone</option>
              {actors.data?.map((actor) => (
                <option key={actor.userId} value={actor.userId}>
                  {actor.name ?? actor.email ?? "A deleted user"}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Kind">
            <Select value={filter.action ?? ""} onChange={(e) => setFilter((f) => ({ ...f, action: e.target.value || undefined }))}>
              <option value="">All activity</option>
              {COMPANY_AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTIONS[action]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {activity.isPending ? (
          <LoadingState text="Loading activity..." />
        ) : activity.isError ? (
          <Alert tone="error">The activity could not be loaded.</Alert>
        ) : entries.length === 0 ? (
          <EmptyState icon={<History />} title={filtered ? "Nothing matches these filters" : "No activity yet"}>
            {filtered
              ? "Try another person or kind of activity."
              : "Changes to the company details, logo, offices, departments and team will appear here."}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Activity">
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} words={words} />
              ))}
            </ul>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                onClick={() => activity.fetchNextPage()}
                disabled={activity.isFetchingNextPage}
              >
                {activity.isFetchingNextPage ? "Loading..." : "Show older activity"}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
