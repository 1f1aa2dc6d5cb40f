import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, type DataRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
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

// The app renders in the browser: a public page rendered at build time loads its islands, not
// this (app/prerender.tsx).
startRouteReads(new URL(location.href));
const router = createAppRouter();
followNavigations(router);
createRoot(root).render(app(router));
