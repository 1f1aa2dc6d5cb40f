// The order vitest starts test files in. Its own sequencer starts the files that took longest in
// the last run first, from a cache in node_modules; a clean checkout (CI) has none, so it starts
// the largest files first, and a small file that waits a long time (other processes starting,
// caches lapsing for real) could start last and end the run alone with one core idle. The files
// below took longest in full runs (scripts/vitest-file-times.ts prints the slowest at the end of
// each): they start first, in this order, before vitest's own order for the rest.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const STARTED_FIRST = [
  "src/server/features/templates/templates-corpus.test.ts",
  "src/server/auth/session-revocation.test.ts",
  "src/server/features/deployments/deployment-two-processes.test.ts",
  "src/server/auth/request-limits-two-processes.test.ts",
  "src/server/lib/sanitize-html.corpus.test.ts",
  "src/server/features/sso/sso-oidc.test.ts",
  "src/server/features/email-limits/email-limits.test.ts",
];

const rank = (spec: TestSpecification) => {
  const index = STARTED_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? STARTED_FIRST.length : index;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
