#!/usr/bin/env bash
# Every check, as CI runs it: lint, typecheck, unit and API tests (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set), then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# The run's output goes through scripts/stage-times.sh, which prints the time of each stage (each
# "== <name>" line below starts one) and the total at the end, also when a stage fails.
if [ -z "${SIGNET_TEST_STAGE_TIMES:-}" ]; then
  set +e
  SIGNET_TEST_STAGE_TIMES=1 bash scripts/test.sh "$@" 2>&1 | bash scripts/stage-times.sh
  code=${PIPESTATUS[0]}
  [ "$code" -eq 0 ] || echo "The run failed (exit code $code) in its last stage above."
  exit "$code"
fi
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
echo "API tests on PGlite${TEST_DATABASE_URL:+ and PostgreSQL ($TEST_DATABASE_URL)}"

# Format and lint remember the files they passed (by content) in .tmp/, so a second run reads
# only what changed. The lint's cache is named after its config and rules (lint/*.js), since
# ESLint would not see a change in a rule's own code.
lint_rules=$(cat eslint.config.js lint/*.js | sha1sum | cut -c1-12)
echo "== format"; npx prettier --check . --log-level warn --cache --cache-strategy content --cache-location .tmp/prettier-cache
echo "== lint"; npx eslint . --max-warnings=0 --cache --cache-strategy content --cache-location ".tmp/eslint-cache-$lint_rules"
echo "== typecheck"; npx tsc --noEmit -p tsconfig.json
# The API document as a production server serves it, linted with Spectral's OpenAPI and OWASP
# rules (.spectral.yaml): any result, even a hint, fails.
echo "== API document lint"
npx tsx scripts/dump-openapi.ts dist/openapi/openapi.json https://signet.example.com
npx spectral lint --ruleset .spectral.yaml --fail-severity hint --display-only-failures dist/openapi/openapi.json
echo "== unit and API tests"; npx vitest run
echo "== build"; npx vite build --logLevel warn
echo "== benches, once each on a tiny input"; BENCH_SMOKE=1 bash scripts/bench.sh
echo "== browser tests"; npx playwright test
