// A Vitest reporter beside the default one (vitest.config.ts): at the end of a run it prints the
// slowest test files, with the time each took to load (its imports, collect) and to run (its
// tests and hooks), so the time of the unit and API stage can be traced to the files that spend it.
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 12;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      return { file: m.relativeModuleId, load: d.collectDuration + d.setupDuration + d.prepareDuration, run: d.duration };
    });
    if (rows.length < 2) return;
    rows.sort((a, b) => b.load + b.run - (a.load + a.run));
    const total = rows.reduce((sum, r) => sum + r.load + r.run, 0);
    console.log(`\nSlowest test files (of ${rows.length}; ${seconds(total).trim()} in all, over the parallel workers):`);
    console.log(`  ${"total".padStart(8)} ${"load".padStart(8)} ${"run".padStart(8)}  file`);
    for (const r of rows.slice(0, SHOWN)) console.log(`  ${seconds(r.load + r.run)} ${seconds(r.load)} ${seconds(r.run)}  ${r.file}`);
  }
}
