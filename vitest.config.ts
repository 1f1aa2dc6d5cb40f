import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./scripts/vitest-sequencer.js";

// Unit and API tests live next to the code. API tests open one database per file (a copy
// of the template the global setup migrates), so files run in parallel forks, one more than
// the cores (decision 079): a file waits on timers, other processes and the database for part
// of its time, and the extra fork uses those waits. Tests inside a file share its database.
// The server's test files share their fork's modules (isolate: false): each file otherwise
// imports the whole server again, which was about half of the run's CPU. They keep no state
// in modules between files (each opens its own database and app), and fake timers are
// restored after each use. The client's files, some in jsdom, stay isolated.
/** Server test files that measure their own process (memory): see the project below. */
const MEASURES_ITS_PROCESS = ["src/server/features/mail-relay/relay-stream.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: availableParallelism() + 1,
    // The files that take longest start first, also on a clean checkout with no timing cache.
    sequence: { sequencer: LongestFirstSequencer },
    // The slowest files are printed at the end of a run (scripts/vitest-file-times.ts).
    reporters: ["default", "./scripts/vitest-file-times.ts"],
    // Backstops for a hung test only: a busy machine may run a test many times slower.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts", "dev-servers/**/*.test.ts"],
          exclude: [...MEASURES_ITS_PROCESS],
          isolate: false,
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup-file.ts"],
        },
      },
      // A test that measures its process's memory runs in a process of its own: in a shared one, what
      // an earlier file left running (a database still writing, say) would be counted as its own.
      {
        extends: true,
        test: {
          name: "server, alone in a process",
          include: [...MEASURES_ITS_PROCESS],
          isolate: true,
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup-file.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "client and shared",
          include: ["src/client/**/*.test.{ts,tsx}", "src/shared/**/*.test.ts"],
          setupFiles: ["src/client/test/setup-file.ts"],
        },
      },
      // The lint's own rules, against files of deliberate boundary breaches (lint/violations/).
      { extends: true, test: { name: "lint rules", include: ["lint/**/*.test.ts"] } },
      // The benches' own parsing (bench/paced-load.ts reads responses off raw sockets).
      { extends: true, test: { name: "bench", include: ["bench/**/*.test.ts"] } },
    ],
  },
});
