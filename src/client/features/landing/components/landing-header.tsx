import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Logo } from "../../../components/layout/logo";
import { paths } from "../../../lib/paths";

const navLink = "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900";

// The landing page's own header: the app's top bar would add a Sign Out button that the
// signed-in welcome block already offers.
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={signedIn ? paths.signature : paths.home} className="rounded-md" aria-label="Signet home">
          <Logo />
        </Link>
        {!signedIn && (
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            <a href="#features" className={`${navLink} hidden sm:inline-flex`}>
              Features
            </a>
            <Link to={paths.contact} className={`${navLink} hidden sm:inline-flex`}>
              Contact
            </Link>
            <Button asChild variant="secondary" size="sm" className="ml-1">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
