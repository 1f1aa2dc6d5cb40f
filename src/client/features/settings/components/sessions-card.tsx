// Where the user is signed in, with this device marked, and sign-out of all the others.
import { LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { SETTINGS_MESSAGES } from "../../../../shared/settings/settings-schema";
import { useSessions, type UserSession } from "../api/get-sessions";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";
import { formatDateTime } from "../../../lib/format-date";

const DEVICE_ICON = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

function SessionRow({ session }: { session: UserSession }) {
  const Icon = DEVICE_ICON[session.device];
  return (
    <li className="flex items-start gap-3 py-3" data-testid="session-row">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {session.browser} on {session.os}
          {session.isCurrent && <Badge tone="success">This device</Badge>}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {session.ipAddress ? `${session.ipAddress} · ` : ""}Last active {formatDateTime(session.lastActiveAt)}
        </p>
      </div>
    </li>
  );
}

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.isCurrent).length ?? 0;

  async function onRevoke() {
    try {
      await revoke.mutateAsync();
      showSuccess(SETTINGS_MESSAGES.otherSessionsRevoked);
    } catch (error) {
      showError((error as Error).message || "Other sessions could not be signed out.");
    }
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>Devices and browsers where you are signed in.</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={onRevoke} disabled={others === 0 || revoke.isPending}>
          <LogOut aria-hidden="true" />
          {revoke.isPending ? "Signing out..." : "Sign out other sessions"}
        </Button>
      </CardHeader>
      <CardContent className="py-2">
        {sessions.isPending ? (
          <div className="py-4">
            <Spinner label="Loading sessions" />
          </div>
        ) : sessions.isError ? (
          <p className="py-4 text-sm text-red-600">Sessions could not be loaded. {sessions.error.message}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {sessions.isSuccess && others === 0 && <p className="pb-3 text-xs text-slate-500">You are not signed in anywhere else.</p>}
      </CardContent>
    </Card>
  );
}
