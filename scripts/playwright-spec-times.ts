// A Playwright reporter beside the list (playwright.config.ts): at the end of a run it prints
// the specs that took longest, each with the sum of its tests' times (retries included) and how
// many it has, so the time of the browser stage can be traced to the specs that spend it.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import path from "node:path";

const SHOWN = 15;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SpecTimesReporter implements Reporter {
  private specs = new Map<string, { ms: number; tests: Set<string> }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? { ms: 0, tests: new Set<string>() };
    spec.ms += result.duration;
    spec.tests.add(test.id);
    this.specs.set(file, spec);
  }

  onEnd(_result: FullResult) {
    if (this.specs.size < 2) return;
    const rows = [...this.specs].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, s]) => sum + s.ms, 0);
    console.log(`\nSlowest specs (of ${rows.length}; ${seconds(total).trim()} of test time in all, over the workers):`);
    for (const [file, s] of rows.slice(0, SHOWN)) console.log(`  ${seconds(s.ms)}  ${String(s.tests.size).padStart(3)} tests  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}
