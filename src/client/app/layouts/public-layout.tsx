// Public pages (legal, contact, design system): top bar and footer, no sidebar.
import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer";
import { TopBar } from "./top-bar";

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
