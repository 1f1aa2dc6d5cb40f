#!/usr/bin/env bash
# Every bench, one after the other (npm run bench). With BENCH_SMOKE=1 each runs once on a tiny
# input and no figure is judged (bench/bench-mode.ts): npm test does that after its build, so
# a bench that stops starting or finishing fails the run the day it breaks. A bench that fails
# stops the list.
set -euo pipefail
cd "$(dirname "$0")/.."
# npm test's build stage has just built the client; a full run builds its own.
if [ "${BENCH_SMOKE:-}" != "1" ] || [ ! -f dist/client/index.html ]; then npx vite build --logLevel warn; fi
benches="bundle-size render.bench template-editor.bench http.bench team.bench deploy.bench microsoft.bench
  addin-signature.bench gmail.bench statistics.bench templates.bench relay.bench first-load.bench lighthouse.bench"
# A smoke run imports them all into one process (bench/smoke.ts), which prints the same "== bench/..."
# line before each; a full run gives each a process of its own, as its figures assume.
if [ "${BENCH_SMOKE:-}" = "1" ]; then
  # shellcheck disable=SC2086
  exec npx tsx bench/smoke.ts $benches
fi
for bench in $benches; do
  echo "== bench/$bench.ts"
  npx tsx "bench/$bench.ts"
done
