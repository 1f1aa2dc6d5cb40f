import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and API tests live next to the code. API tests open one database per file (a copy
// of the template the global setup migrates), so files run in parallel forks, one per
// core (vitest's default leaves one core idle), and tests inside a file share it.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    pool: "forks",
    maxWorkers: availableParallelism(),
    globalSetup: ["src/server/test/global-setup.ts"],
    setupFiles: ["src/server/test/setup-file.ts"],
    // Backstops for a hung test only: a busy machine may run a test many times slower.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
