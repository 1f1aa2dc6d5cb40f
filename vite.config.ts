import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Every browser we support preloads modules itself (modulepreload: Chrome 66, Firefox 115,
    // Safari 17); the polyfill would only add to the first page's entry chunk (decision 022).
    modulePreload: { polyfill: false },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/files": "http://localhost:3000" } },
});
