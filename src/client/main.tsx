import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider, type DataRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { createAppRouter, loadRoutesOf } from "./app/router";
import { PRERENDERED_ATTRIBUTE, SIGNED_OUT } from "./app/prerendered";
import { applyCspNonce } from "./lib/csp-nonce";
import "./styles.css";

applyCspNonce();

const root = document.getElementById("root")!;
const app = (router: DataRouter) => (
  <StrictMode>
    <AppProviders router={<RouterProvider router={router} />} />
  </StrictMode>
);

// The first reads of a page (app/route-reads.ts) start with its code, not after it: at boot and
// on every navigation. Its module loads beside the page's chunks.
const startRouteReads = (url: URL) => void import("./app/route-reads").then((m) => m.startRouteReads(url));
const followNavigations = (router: DataRouter) => {
  let started: string | null = null;
  router.subscribe(({ navigation }) => {
    if (!navigation.location || navigation.location.key === started) return;
    started = navigation.location.key;
    startRouteReads(new URL(navigation.location.pathname + navigation.location.search, location.origin));
  });
};

if (root.getAttribute(PRERENDERED_ATTRIBUTE) === SIGNED_OUT) {
  // A public page rendered at build time, sent because the request had no session cookie: the
  // visitor is signed out, so the page shows what a signed-out visitor sees (no loading
  // screen) and the browser only attaches its behaviour. Its route code loads first, so the
  // first render matches the HTML. Hydration yields to input and paint (a transition).
  void Promise.all([import("./lib/me").then((m) => m.setMeSnapshot(null)), loadRoutesOf(location.pathname)]).then(() => {
    const router = createAppRouter();
    followNavigations(router);
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
  });
} else {
  startRouteReads(new URL(location.href));
  const router = createAppRouter();
  followNavigations(router);
  createRoot(root).render(app(router));
}
