#!/usr/bin/env bash
# The static checks of npm test, side by side: each is one single-threaded process, so on a
# machine of two or more cores they finish in about the time of the slowest (the typecheck)
# instead of the sum. Each check's output is kept in .tmp/checks/<name>.log and printed after it,
# in this order, with its time; the script fails if any check failed, naming each.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/checks

# Format and lint remember the files they passed (by content) in .tmp/, so a second run reads
# only what changed. The lint's cache is named after its config and rules (lint/*.js), since
# ESLint would not see a change in a rule's own code.
lint_rules=$(cat eslint.config.js lint/*.js | sha1sum | cut -c1-12)
names=(format lint typecheck "API document lint")
commands=(
  "npx prettier --check . --log-level warn --cache --cache-strategy content --cache-location .tmp/prettier-cache"
  "npx eslint . --max-warnings=0 --cache --cache-strategy content --cache-location .tmp/eslint-cache-$lint_rules"
  "npx tsc --noEmit -p tsconfig.json"
  # The API document as a production server serves it, linted with Spectral's OpenAPI and OWASP
  # rules (.spectral.yaml): any result, even a hint, fails.
  "npx tsx scripts/dump-openapi.ts dist/openapi/openapi.json https://signet.example.com && npx spectral lint --ruleset .spectral.yaml --fail-severity hint --display-only-failures dist/openapi/openapi.json"
)

log() { echo ".tmp/checks/${1// /-}.log"; }
pids=()
for i in "${!names[@]}"; do
  (
    started=$EPOCHREALTIME
    bash -c "${commands[$i]}" > "$(log "${names[$i]}")" 2>&1
    code=$?
    awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }' > "$(log "${names[$i]}").time"
    exit $code
  ) &
  pids+=($!)
done

failed=()
for i in "${!names[@]}"; do
  wait "${pids[$i]}"
  code=$?
  echo "-- ${names[$i]} ($(cat "$(log "${names[$i]}").time") s)$([ $code -eq 0 ] || echo ": FAILED, exit code $code")"
  cat "$(log "${names[$i]}")"
  [ $code -eq 0 ] || failed+=("${names[$i]}")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Static checks failed: ${failed[*]}."
  exit 1
fi
