import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { CHUNK_GROUPS } from "./scripts/chunk-groups.js";
import { precompressPlugin } from "./scripts/precompress-plugin.js";
import { prerenderPlugin } from "./scripts/prerender-plugin.js";

// `npm run dev`: the browser uses Vite's address only (the README's :5173, the server's BASE_URL
// in scripts/dev.sh), and Vite hands every path the API server answers to it. SIGNET_DEV_API
// names that server (default :3000; the dev-setup browser test runs its own pair on free ports).
const devApi = process.env.SIGNET_DEV_API ?? "http://localhost:3000";
const SERVER_PATHS = ["/api", "/files", "/static", "/addin", "/scim", "/monograms", "/r/", "/i/", "/.well-known"];

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  // prerenderPlugin: the public pages rendered at build time, and index.html for signed-in
  // requests; precompressPlugin: Brotli and gzip copies of the built files (decision 030).
  plugins: [react(), tailwindcss(), prerenderPlugin(), precompressPlugin()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Every browser we support preloads modules itself (modulepreload: Chrome 66, Firefox 115,
    // Safari 17); the polyfill would only add to the first page's entry chunk (decision 022).
    modulePreload: { polyfill: false },
    // A few stable vendor chunks, our shared code in three, one chunk per route (decision 030).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS }, strictExecutionOrder: true } },
  },
  server: { proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, devApi])) },
});
