// /admin: the platform at a glance. Accounts by status, users, members with a signature,
// live campaigns, the last 30 days' impressions and clicks, sign-ups per week, the newest
// accounts and the ones waiting for activation (each a link).
import { Link } from "react-router";
import { ArrowRight, Clock } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { PageHeader } from "../../components/layout/page-header";
import { formatDate } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import type { AccountRow } from "../../../shared/admin/admin-responses";
import { useOverview } from "./api/admin-api";
import { StatTile, StatusBadge } from "./components/admin-bits";
import { SignupsChart } from "./components/signups-chart";
import { ActivateButton } from "./components/account-actions";

function AccountList({ rows, empty, activate }: { rows: AccountRow[]; empty: string; activate?: boolean }) {
  if (rows.length === 0) return <p className="px-5 py-6 text-sm text-slate-500 sm:px-6">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((a) => (
        <li key={a.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <Link to={paths.adminAccount(a.id)} className="block truncate text-sm font-medium text-slate-900 hover:underline">
              {a.name}
            </Link>
            <p className="text-xs text-slate-500">
              {formatDate(a.createdAt)} · {a.members} {a.members === 1 ? "member" : "members"}
            </p>
          </div>
          {activate ? <ActivateButton account={a} /> : <StatusBadge status={a.status} />}
        </li>
      ))}
    </ul>
  );
}

const n = (value: number) => value.toLocaleString();

export function Component() {
  const query = useOverview();
  return (
    <div>
      <PageHeader title="Dashboard" description="The whole platform at a glance." />
      {query.isPending ? (
        <LoadingState text="Loading the dashboard..." />
      ) : query.isError ? (
        <Alert tone="error">The dashboard could not be loaded: {query.error.message}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              label="Accounts"
              value={n(query.data.accounts.total)}
              hint={`${n(query.data.accounts.active)} active · ${n(query.data.accounts.pending_activation)} pending · ${n(query.data.accounts.suspended)} suspended`}
            />
            <StatTile label="Users" value={n(query.data.users)} hint={`${n(query.data.membersWithSignature)} with a signature`} />
            <StatTile label="Live campaigns" value={n(query.data.liveCampaigns)} hint="Active, within their dates" />
            <StatTile
              label="Clicks, 30 days"
              value={n(query.data.last30Days.clicks)}
              hint={`${n(query.data.last30Days.impressions)} impressions (image loads)`}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Sign-ups per week</CardTitle>
              <CardDescription>New accounts, the last 12 weeks (weeks start on Monday, UTC).</CardDescription>
            </CardHeader>
            <div className="px-4 py-4 sm:px-6">
              <SignupsChart weeks={query.data.signupsPerWeek} />
            </div>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <div className="flex items-center justify-between gap-3">
                  <CardTitle className="flex items-center gap-2">
                    <Clock className="size-4 text-amber-600" aria-hidden="true" /> Waiting for activation
                  </CardTitle>
                  {query.data.accounts.pending_activation > 0 && (
                    <Link to={`${paths.adminAccounts}?status=pending_activation`} className="text-sm text-brand-700 hover:underline">
                      All {n(query.data.accounts.pending_activation)}
                    </Link>
                  )}
                </div>
              </CardHeader>
              <AccountList rows={query.data.pending} empty="No account is waiting. New sign-ups start active." activate />
            </Card>
            <Card>
              <CardHeader>
                <div className="flex items-center justify-between gap-3">
                  <CardTitle>Recent sign-ups</CardTitle>
                  <Link to={paths.adminAccounts} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
                    All accounts <ArrowRight className="size-3.5" aria-hidden="true" />
                  </Link>
                </div>
              </CardHeader>
              <AccountList rows={query.data.recentSignups} empty="No company has signed up yet." />
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
