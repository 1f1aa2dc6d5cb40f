// Signed-in pages: collapsible sidebar (a drawer at phone width), top bar, footer.
import { useState } from "react";
import { Outlet } from "react-router";
import { Dialog, Tooltip } from "radix-ui";
import { ChevronsLeft, ChevronsRight, X } from "lucide-react";
import { roleFlagsOf, useSession } from "../../lib/session";
import { SIDEBAR, TOOLTIP } from "../../../shared/limits";
import { SiteFooter } from "../../components/layout/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/layout/skip-link";
import { useFocusHeadingOnNavigate } from "../../lib/use-focus-heading";
import { ShellContext } from "../../components/layout/shell-context";
import { navItemsFor } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import { MenuButton, TopBar } from "./top-bar";
import { useSidebarState } from "./use-sidebar-state";

export function AppLayout() {
  const { me } = useSession();
  // Role flags are read once on load: from the session fetched at start.
  const [items] = useState(() => navItemsFor(roleFlagsOf(me)));
  const { collapsed, toggle } = useSidebarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useFocusHeadingOnNavigate();
  const width = collapsed ? SIDEBAR.collapsedPx : SIDEBAR.expandedPx;

  return (
    <Tooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <TopBar menuButton={<MenuButton onClick={() => setDrawerOpen(true)} />} />
        <div className="flex flex-1">
          {/* The white, bordered column runs the page's whole height; the links inside stay in view. */}
          <div className="hidden shrink-0 border-r border-slate-200 bg-white lg:block">
            <aside
              data-testid="sidebar"
              data-collapsed={collapsed}
              style={{ width }}
              className="sticky top-16 flex h-[calc(100vh-4rem)] flex-col transition-[width] duration-200"
            >
              <SidebarNav main={items.main} bottom={items.bottom} collapsed={collapsed} />
              <button
                type="button"
                onClick={toggle}
                className="flex h-11 items-center justify-center gap-2 border-t border-slate-100 text-sm text-slate-500 hover:bg-slate-50 hover:text-slate-900"
                aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
                aria-expanded={!collapsed}
              >
                {collapsed ? (
                  <ChevronsRight className="size-4" />
                ) : (
                  <>
                    <ChevronsLeft className="size-4" /> Collapse
                  </>
                )}
              </button>
            </aside>
          </div>
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl lg:hidden">
                <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
                  <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
                  <Dialog.Close className="rounded-md p-2 text-slate-500 hover:bg-slate-100" aria-label="Close menu">
                    <X className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Pages of Signet</Dialog.Description>
                <SidebarNav main={items.main} bottom={items.bottom} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <div className="flex min-w-0 flex-1 flex-col">
            <main
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className="mx-auto w-full max-w-6xl outline-none flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
            >
              <ShellContext.Provider value="app">
                <Outlet />
              </ShellContext.Provider>
            </main>
            <SiteFooter />
          </div>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
