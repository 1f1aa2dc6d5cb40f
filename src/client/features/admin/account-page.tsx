// /admin/accounts/{id}: one account at a glance (status, members, templates, campaigns,
// deployments, created, last activity, its whole audit log a page at a time, its email limit) with activate,
// suspend and delete.
import { Link, useParams } from "react-router";
import { ExternalLink } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Badge } from "../../components/ui/badge";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { PageHeader } from "../../components/layout/page-header";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import { useAccount } from "./api/admin-api";
import { Meter } from "../../components/ui/meter";
import { formatBytes, MB } from "../../../shared/files/storage-quota";
import { BackLink, DetailLoadError } from "./components/admin-detail";
import { RoleBadge, StatTile, StatusBadge } from "./components/admin-bits";
import { AccountAuditCard } from "./components/account-audit-card";
import { ActivateButton, DeleteAccountDialog, SuspendDialog } from "./components/account-actions";
import { accountDeletionRefusal } from "../../../shared/members/member-policy";
import { EmailLimitCard } from "./components/email-limit-card";

/** The account's stored files against the platform's quota (changed at /admin/settings). */
function StorageCard({ bytes, files, quotaMb }: { bytes: number; files: number; quotaMb: number }) {
  const share = Math.min(100, (bytes / (quotaMb * MB)) * 100);
  const percent = share > 0 && share < 1 ? "<1" : String(Math.round(share));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          {formatBytes(bytes)} of {quotaMb} MB ({percent}%) in {files} {files === 1 ? "file" : "files"}: logos, photos, banners and template
          images.
        </CardDescription>
        <Meter
          aria-label="Storage used"
          share={share / 100}
          minPercent={1}
          className="mt-3"
          barClassName={share >= 90 ? "bg-red-600" : "bg-brand-600"}
        />
        <p className="mt-2 text-xs text-slate-500">
          <Link to={paths.adminSettings} className="text-brand-700 hover:underline">
            Change the quota
          </Link>{" "}
          for every account in the platform settings.
        </p>
      </CardHeader>
    </Card>
  );
}

export function Component() {
  const { accountId = "" } = useParams();
  const query = useAccount(accountId);
  const back = <BackLink to={paths.adminAccounts}>Accounts</BackLink>;
  if (query.isPending) return <LoadingState text="Loading account..." />;
  if (query.isError)
    return (
      <DetailLoadError back={back} error={query.error} gone="This account does not exist (it may have been deleted)." noun="account" />
    );
  const { account, members, templates, campaigns, deployments, storage } = query.data;
  // Only super admins see this page; an account with a super admin is never deleted.
  const deleteRefusal = accountDeletionRefusal(
    { role: "super_admin" },
    members.map((m) => m.role),
  );
  // The company's dates in the company's time zone.
  const date = (value: string) => formatDate(value, account.timeZone);
  const live = campaigns.filter((c) => c.isActive && (!c.endsAt || new Date(c.endsAt) > new Date())).length;

  return (
    <div>
      {back}
      <PageHeader
        title={account.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={account.status} />
            {account.website && (
              <a
                href={account.website}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                {account.website.replace(/^https?:\/\//, "")} <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            )}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {account.status !== "active" && <ActivateButton account={account} />}
            {account.status !== "suspended" && <SuspendDialog account={account} />}
            <DeleteAccountDialog
              account={account}
              members={members.length}
              refusedBy={deleteRefusal ? "delete-account-refusal" : undefined}
            />
          </div>
        }
      />
      {deleteRefusal && (
        <p id="delete-account-refusal" className="-mt-2 mb-4 text-sm text-slate-600">
          {deleteRefusal.message}
        </p>
      )}
      {account.status === "suspended" && (
        <Alert tone="warning" className="mb-6">
          <p className="font-medium">Suspended</p>
          <p className="mt-1 break-words">Reason shown to its members: {account.suspensionReason ?? "none given"}</p>
        </Alert>
      )}
      {account.status === "pending_activation" && (
        <Alert tone="info" className="mb-6">
          This account is waiting for activation: its members see the pending-activation screen until you activate it.
        </Alert>
      )}

      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatTile label="Members" value={members.length} hint={`${members.filter((m) => m.hasSignature).length} with a signature`} />
        <StatTile label="Templates" value={templates.length} hint={templates.find((t) => t.isDefault)?.name ?? "No default"} />
        <StatTile label="Campaigns" value={campaigns.length} hint={`${live} live`} />
        <StatTile
          label="Deployed"
          value={deployments.deployed}
          hint={deployments.lastDeployedAt ? `Last ${date(deployments.lastDeployedAt)}` : "Never deployed"}
        />
        <StatTile
          className="col-span-2 lg:col-span-1"
          label="Last activity"
          value={<span className="text-base">{account.lastActivityAt ? date(account.lastActivityAt) : "None yet"}</span>}
          hint={`Created ${date(account.createdAt)}`}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <div className="flex items-baseline justify-between gap-3">
                <CardTitle>Members</CardTitle>
                <Link to={`${paths.adminUsers}?account=${account.id}`} className="text-sm text-brand-700 hover:underline">
                  Open in Users
                </Link>
              </div>
              <CardDescription>Everyone in this account with their role.</CardDescription>
            </CardHeader>
            {members.length === 0 ? (
              <p className="px-6 py-5 text-sm text-slate-500">No members.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {members.map((m) => (
                  <li key={m.userId}>
                    <Link
                      to={paths.adminUser(m.userId)}
                      className="flex flex-col gap-1 px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-slate-900">{m.name}</p>
                        <p className="truncate text-xs text-slate-500">{m.email}</p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                        <RoleBadge role={m.role} />
                        {m.hasSignature && <Badge tone="success">Signature</Badge>}
                        <span>{m.lastSeenAt ? `Seen ${date(m.lastSeenAt)}` : "Never signed in"}</span>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <AccountAuditCard accountId={account.id} timeZone={account.timeZone} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <EmailLimitCard accountId={account.id} />
          <StorageCard {...storage} />
          <Card>
            <CardHeader>
              <CardTitle>Templates</CardTitle>
            </CardHeader>
            {templates.length === 0 ? (
              <p className="px-6 py-5 text-sm text-slate-500">No templates.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {templates.map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm sm:px-6">
                    <span className="min-w-0 truncate text-slate-900">{t.name}</span>
                    {t.isDefault ? (
                      <Badge tone="brand">Default</Badge>
                    ) : (
                      <span className="text-xs text-slate-500">{date(t.updatedAt)}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Campaigns</CardTitle>
            </CardHeader>
            {campaigns.length === 0 ? (
              <p className="px-6 py-5 text-sm text-slate-500">No campaigns.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {campaigns.map((c) => (
                  <li key={c.id} className="px-5 py-3 text-sm sm:px-6">
                    <div className="flex items-center justify-between gap-3">
                      <span className="min-w-0 truncate text-slate-900">{c.name}</span>
                      <Badge tone={c.isActive ? "success" : "neutral"}>{c.isActive ? "Active" : "Inactive"}</Badge>
                    </div>
                    {(c.startsAt || c.endsAt) && (
                      <p className="mt-0.5 text-xs text-slate-500">
                        {c.startsAt ? date(c.startsAt) : "Now"} – {c.endsAt ? date(c.endsAt) : "open end"}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <p className="text-xs text-slate-500">Created {formatDateTime(account.createdAt, account.timeZone)}</p>
        </div>
      </div>
    </div>
  );
}
