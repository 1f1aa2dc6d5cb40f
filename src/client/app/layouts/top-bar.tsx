import { Link, useLocation, useNavigate } from "react-router";
import { LogOut, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/layout/logo";
import { useSession, useSignOut } from "../../lib/session";
import { paths } from "../../lib/paths";

// The header: logo to / (or /signature when signed in) and Sign In / Sign Out (spec 2).
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
        {signedIn && me && (
          // Who is signed in, at every width (issue 15 item 4): the initials on phones, the address from sm up.
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-600" title={me.user.email} data-testid="signed-in-as">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 sm:hidden"
            >
              {initials(me.user.name || me.user.email)}
            </span>
            <span className="sr-only sm:not-sr-only sm:max-w-xs sm:truncate">
              <span className="sr-only">Signed in as </span>
              {me.user.email}
            </span>
          </span>
        )}
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
