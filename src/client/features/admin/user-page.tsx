// /admin/users/{id}: one user's profile, account and role, signed-in sessions and recent
// audit entries, with the super admin's actions: change the role (super_admin included),
// send a password reset, sign out everywhere, delete the user. The shared member policy
// disables what the server would refuse (deleting oneself here, the platform's last super
// admin) and says why; the server keeps the rules and says why when it refuses the rest.
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { KeyRound, LogOut, Monitor, Smartphone, Tablet, Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/input";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { LoadingState } from "../../components/ui/spinner";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { showSuccess } from "../../components/ui/toaster";
import { PageHeader } from "../../components/layout/page-header";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import { isSuperAdminRole, ROLES, type Role } from "../../../shared/permissions";
import { memberActionRefusal, type MemberFacts } from "../../../shared/members/member-policy";
import { useSession, type Me } from "../../lib/session";
import type { UserDetails } from "../../../shared/admin/admin-responses";
import { useChangeRole, useDeleteUser, useRevokeSessions, useSendReset, useUser } from "./api/admin-api";
import { BackLink, DetailLoadError } from "./components/admin-detail";
import { AuditList, RoleBadge, StatusBadge, roleLabel } from "./components/admin-bits";

const DEVICE_ICON = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-32 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ConfirmAction({
  trigger,
  refusal,
  title,
  description,
  confirm,
  danger,
  onConfirm,
}: {
  trigger: ReactNode;
  /** Why the server would refuse: the trigger is shown disabled instead (described by the reason). */
  refusal?: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (refusal) return refusal;
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : "That did not work.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title={title}
      description={description}
      error={error}
      tone={danger ? "danger" : "primary"}
      confirmLabel={confirm}
      pending={busy}
      pendingLabel="Working..."
      onConfirm={() => void run()}
    />
  );
}

/** What the policy knows on this page: who you are, the user's role, the platform's other super admins. */
function factsOf(me: Me | null, details: UserDetails): MemberFacts {
  const role = details.membership?.role ?? null;
  return {
    actor: { userId: me?.user.id ?? "", role: me?.membership?.role ?? null },
    target: { userId: details.user.id, role },
    otherSuperAdmins: details.superAdmins - (isSuperAdminRole(role) ? 1 : 0),
  };
}

function RoleCard({ details, facts }: { details: UserDetails; facts: MemberFacts }) {
  const membership = details.membership;
  const [role, setRole] = useState<Role>(membership?.role ?? "user");
  const change = useChangeRole();
  const refusal = memberActionRefusal({ kind: "change_role", role }, facts);
  if (!membership)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Account and role</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-500">This user signed up but has not created or joined a company yet, so they have no role.</p>
        </CardContent>
      </Card>
    );
  async function onSave() {
    try {
      await change.mutateAsync({ id: details.user.id, role });
      showSuccess(`${details.user.email} is now ${roleLabel[role].toLowerCase()}.`, "Role changed");
    } catch {
      // Shown below the select.
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account and role</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl>
          <Row label="Account">
            <Link to={paths.adminAccount(membership.accountId)} className="font-medium text-brand-700 hover:underline">
              {membership.accountName}
            </Link>{" "}
            <StatusBadge status={membership.accountStatus} />
          </Row>
          <Row label="Member since">{formatDate(membership.joinedAt)}</Row>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-slate-700">
            Role
            <Select
              value={role}
              onChange={(e) => {
                setRole(e.target.value as Role);
                change.reset();
              }}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
            </Select>
          </label>
          <Button onClick={onSave} disabled={role === membership.role || Boolean(refusal) || change.isPending}>
            {change.isPending ? "Saving..." : "Change role"}
          </Button>
        </div>
        {refusal && <Alert tone="info">{refusal.message}</Alert>}
        {role === "super_admin" && membership.role !== "super_admin" && (
          <Alert tone="warning">A super admin can manage every account and user on the platform.</Alert>
        )}
        {change.error && <Alert tone="error">{change.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}

export function Component() {
  const { userId = "" } = useParams();
  const query = useUser(userId);
  const reset = useSendReset();
  const revoke = useRevokeSessions();
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const { me } = useSession();
  const back = <BackLink to={paths.adminUsers}>Users</BackLink>;
  if (query.isPending) return <LoadingState text="Loading user..." />;
  if (query.isError)
    return <DetailLoadError back={back} error={query.error} gone="This user does not exist (they may have been deleted)." noun="user" />;
  const details = query.data;
  const { user, sessions, audit } = details;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  const facts = factsOf(me, details);
  const deleteRefusal = memberActionRefusal({ kind: "delete_user" }, facts);

  return (
    <div>
      {back}
      <PageHeader
        title={fullName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <RoleBadge role={details.membership?.role ?? null} />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <ConfirmAction
              trigger={
                <Button variant="secondary">
                  <KeyRound aria-hidden="true" /> Send password reset
                </Button>
              }
              title="Send a password reset?"
              description={`${user.email} gets an email with a code and a link to choose a new password. Their current password keeps working until then.`}
              confirm="Send reset email"
              onConfirm={async () => {
                await reset.mutateAsync(user.id);
                showSuccess(`A password reset email is on its way to ${user.email}.`, "Reset sent");
              }}
            />
            <ConfirmAction
              trigger={
                <Button variant="secondary">
                  <LogOut aria-hidden="true" /> Revoke sessions
                </Button>
              }
              title="Sign this user out everywhere?"
              description={`Every session of ${user.email} ends now; their open pages are signed out on their next request.`}
              confirm="Revoke all sessions"
              onConfirm={async () => {
                await revoke.mutateAsync(user.id);
                showSuccess(`${user.email} was signed out everywhere.`, "Sessions revoked");
              }}
            />
            <ConfirmAction
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden="true" /> Delete user
                </Button>
              }
              refusal={
                deleteRefusal && (
                  <Button variant="danger" disabled aria-describedby="delete-user-refusal" title={deleteRefusal.message}>
                    <Trash2 aria-hidden="true" /> Delete user
                  </Button>
                )
              }
              title={`Delete ${user.email}?`}
              description="Their sign-in, profile, signature and campaign choices are deleted. The account they belong to stays. This cannot be undone."
              confirm="Delete user"
              danger
              onConfirm={async () => {
                await remove.mutateAsync(user.id);
                showSuccess(`${user.email} was deleted.`, "User deleted");
                navigate(paths.adminUsers, { replace: true });
              }}
            />
          </div>
        }
      />
      {deleteRefusal && (
        <p id="delete-user-refusal" className="-mt-2 mb-4 text-sm text-slate-600">
          {deleteRefusal.message}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Row label="Name">{fullName}</Row>
              <Row label="Email">
                <span className="break-all">{user.email}</span>{" "}
                {user.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="neutral">Not verified</Badge>}
              </Row>
              <Row label="Job title">{user.jobTitle || <span className="text-slate-500">—</span>}</Row>
              <Row label="Phone">{user.phone || <span className="text-slate-500">—</span>}</Row>
              <Row label="Signed up">{formatDateTime(user.createdAt)}</Row>
            </dl>
          </CardContent>
        </Card>
        <RoleCard key={details.membership?.role ?? "none"} details={details} facts={facts} />
        <Card>
          <CardHeader>
            <CardTitle>Sessions</CardTitle>
            <CardDescription>
              {sessions.length === 0
                ? "Not signed in anywhere."
                : `Signed in on ${sessions.length} ${sessions.length === 1 ? "device" : "devices"}.`}
            </CardDescription>
          </CardHeader>
          {sessions.length === 0 && (
            <p className="px-5 py-4 text-sm text-slate-500 sm:px-6">Their next sign-in starts a new session, shown here with its device.</p>
          )}
          {sessions.length > 0 && (
            <ul className="divide-y divide-slate-100">
              {sessions.map((s) => {
                const Icon = DEVICE_ICON[s.device];
                return (
                  <li key={s.id} className="flex items-start gap-3 px-5 py-3 sm:px-6" data-testid="admin-session-row">
                    <Icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-slate-900">
                        {s.browser} on {s.os}
                      </p>
                      <p className="mt-0.5 text-xs text-slate-500">
                        {s.ipAddress ? `${s.ipAddress} · ` : ""}Last seen {formatDateTime(s.lastActiveAt)} · since {formatDate(s.createdAt)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent activity</CardTitle>
            <CardDescription>Audit entries this user wrote or that name them.</CardDescription>
          </CardHeader>
          <AuditList entries={audit} empty="Nothing recorded yet." />
        </Card>
      </div>
    </div>
  );
}
