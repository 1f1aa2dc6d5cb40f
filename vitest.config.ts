import { defineConfig } from "vitest/config";

// Unit and API tests live next to the code. API tests open one PGlite per file
// (about 3 s each), so files run in parallel forks and tests inside a file share it.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
