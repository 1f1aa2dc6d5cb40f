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

# Format, lint, typecheck and the API document's lint, side by side (scripts/static-checks.sh
# prints each one's output and time).
echo "== static checks"; bash scripts/static-checks.sh
echo "== unit and API tests"; npx vitest run
echo "== build"; npx vite build --logLevel warn
echo "== benches, once each on a tiny input"; BENCH_SMOKE=1 bash scripts/bench.sh
echo "== browser tests"; npx playwright test
