import { Link } from "react-router";
import { paths } from "../../lib/paths";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Signet. Email signatures for teams.</p>
        <nav aria-label="Footer" className="flex gap-6">
          <Link className="hover:text-slate-900" to={paths.terms}>
            Terms
          </Link>
          <Link className="hover:text-slate-900" to={paths.privacy}>
            Privacy
          </Link>
          <Link className="hover:text-slate-900" to={paths.contact}>
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  );
}
