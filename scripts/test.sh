#!/usr/bin/env bash
# Every check, as CI runs it: the build; side by side the static checks, the benches' smoke run
# and the unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); then the
# browser tests in Debian's Chromium.
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

# The client is built first: the benches' smoke run serves it.
echo "== build"; npx vite build --logLevel warn

# Format and lint remember the files they passed (by content) in .tmp/, so a second run reads
# only what changed. The lint's cache is named after its config and rules (lint/*.js), since
# ESLint would not see a change in a rule's own code.
static_checks() {
  local lint_rules
  lint_rules=$(cat eslint.config.js lint/*.js | sha1sum | cut -c1-12)
  echo "== format"; npx prettier --check . --log-level warn --cache --cache-strategy content --cache-location .tmp/prettier-cache
  echo "== lint"; npx eslint . --max-warnings=0 --cache --cache-strategy content --cache-location ".tmp/eslint-cache-$lint_rules"
  # TypeScript 7 (the native compiler) checks; ESLint's parser still loads TypeScript 6 as a
  # library (decision 065).
  echo "== typecheck"; npm run --silent typecheck
  # The API document as a production server serves it, linted with Spectral's OpenAPI and OWASP
  # rules (.spectral.yaml): any result, even a hint, fails.
  echo "== API document lint"
  npx tsx scripts/dump-openapi.ts dist/openapi/openapi.json https://signet.example.com
  npx spectral lint --ruleset .spectral.yaml --fail-severity hint --display-only-failures dist/openapi/openapi.json
}
# Each bench once on a tiny input (bench/bench-mode.ts): a bench that stops starting or finishing
# fails the run the day it breaks. Its "== bench/<name>.ts" lines time each bench.
bench_smoke() { BENCH_SMOKE=1 bash scripts/bench.sh; }

# Runs a function as a lane beside others: its lines prefixed "[<lane>] ", stopped at its first
# failure, ending with "[<lane>] -- lane ended (<exit code>)" (scripts/stage-times.sh times its
# steps from these lines).
lane() {
  local name=$1 fn=$2
  (
    set +e
    (set -euo pipefail; "$fn") 2>&1
    code=$?
    echo "-- lane ended ($code)"
    exit "$code"
  ) | sed -u "s/^/[$name] /"
  return "${PIPESTATUS[0]}"
}
unit_tests() { echo "== unit and API tests"; npx vitest run; }

# The static checks use one core each, one after the other; the benches' smoke run uses about one,
# with waits (servers starting, caches lapsing); the unit and API tests use both, with waits
# (timers, other processes). Side by side they keep both cores busy, where one after the other
# each left part of them idle (decision 066). Every lane runs to its end; the stage fails if any
# lane failed.
echo "== checks, benches and unit tests, side by side"
lane unit unit_tests &
unit=$!
lane checks static_checks &
checks=$!
lane benches bench_smoke &
benches=$!
failed=()
wait "$checks" || failed+=("the static checks (exit code $?)")
wait "$benches" || failed+=("the benches (exit code $?)")
wait "$unit" || failed+=("the unit and API tests (exit code $?)")
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}; their lines above (each prefixed with its lane) say why."
  exit 1
fi

# The browser tests run alone: beside the unit tests they took no less time (both cores were
# already busy), and their pages waited longer.
echo "== browser tests"; npx playwright test
