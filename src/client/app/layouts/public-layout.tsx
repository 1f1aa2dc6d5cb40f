// Public pages (legal, contact, design system): top bar and footer, no sidebar.
import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/layout/skip-link";
import { useFocusHeadingOnNavigate } from "../../lib/use-focus-heading";
import { TopBar } from "./top-bar";

export function PublicLayout() {
  useFocusHeadingOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
