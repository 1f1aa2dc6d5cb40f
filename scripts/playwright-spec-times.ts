// A Playwright reporter beside the list (playwright.config.ts): at the end of a run it prints
// the specs that took longest, each with the sum of its tests' times (retries included) and how
// many it has, so the time of the browser stage can be traced to the specs that spend it.
// A test's duration leaves out its beforeAll and afterAll hooks (they run in a time slot of their
// own), where a spec starts its servers or makes its company: they are added from the hook steps.
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";
import path from "node:path";

const SHOWN = 15;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** The time of the beforeAll and afterAll hooks among `steps` (inside "Before Hooks" and "After Hooks"). */
const allHooksMs = (steps: TestStep[]): number =>
  steps.reduce((sum, step) => {
    if (step.category !== "hook") return sum;
    if (/^(Before|After) Hooks$/.test(step.title)) return sum + allHooksMs(step.steps);
    return /^(beforeEach|afterEach) hook$/.test(step.title) ? sum : sum + step.duration;
  }, 0);

export default class SpecTimesReporter implements Reporter {
  private specs = new Map<string, { ms: number; tests: Set<string> }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? { ms: 0, tests: new Set<string>() };
    spec.ms += result.duration + allHooksMs(result.steps);
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
