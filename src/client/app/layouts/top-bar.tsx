import { Link, useLocation, useNavigate } from "react-router";
import { Popover } from "radix-ui";
import { LogOut, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/layout/logo";
import { useSession, useSignOut, type Me } from "../../lib/session";
import { paths } from "../../lib/paths";

// The header: logo to / (or /signature when signed in) and Sign In / Sign Out.
export function TopBar({ menuButton }: { menuButton?: ReactNode }) {
  const { status, me } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = status === "authenticated";

  const onSignOut = async () => {
    if (await signOut()) navigate(paths.auth);
  };

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <div className="flex items-center gap-2">
        {menuButton}
        <Link to={signedIn ? paths.signature : paths.home} className="rounded-md" aria-label="Signet home">
          <Logo />
        </Link>
      </div>
      <div className="flex items-center gap-3">
        {signedIn && me && <SignedInAs me={me} />}
        {signedIn ? (
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden="true" /> Sign Out
          </Button>
        ) : (
          status === "unauthenticated" &&
          pathname !== paths.auth && (
            <Button asChild size="sm">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          )
        )}
      </div>
    </header>
  );
}

const ROLE_LABEL = { user: "Member", admin: "Admin", super_admin: "Super admin" } as const;

// Who is signed in, at every width: the initials, plus the address from sm
// up; a tap or click shows the name, address, company and role (phones have no hover title).
function SignedInAs({ me }: { me: Me }) {
  const role = me.membership?.role;
  return (
    <Popover.Root>
      <Popover.Trigger
        className="flex min-w-0 items-center gap-2 rounded-full text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:rounded-md sm:px-1"
        data-testid="signed-in-as"
        aria-label={`Signed in as ${me.user.email}`}
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
        >
          {initials(me.user.name || me.user.email)}
        </span>
        <span aria-hidden="true" className="hidden max-w-xs truncate sm:block">
          {me.user.email}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-24px)] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg"
          data-testid="signed-in-panel"
        >
          <p className="text-xs font-medium text-slate-500">Signed in as</p>
          <p className="mt-1 font-medium break-words text-slate-900">{me.user.name}</p>
          <p className="break-all text-slate-600">{me.user.email}</p>
          {me.account && (
            <p className="mt-2 text-slate-600">
              {me.account.name}
              {role && <span className="text-slate-500"> · {ROLE_LABEL[role]}</span>}
            </p>
          )}
          {me.account && (
            <Popover.Close asChild>
              <Link to={paths.profile} className="mt-3 inline-block font-medium text-brand-700 hover:underline">
                Your profile
              </Link>
            </Popover.Close>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function initials(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

export function MenuButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" className="lg:hidden" onClick={onClick} aria-label="Open menu">
      <Menu className="size-5" />
    </Button>
  );
}
