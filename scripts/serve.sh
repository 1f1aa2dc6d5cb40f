#!/usr/bin/env bash
# The one way a Signet server process starts (npm start, npm run serve, the browser tests', the
# benches' and the tests' extra servers): node with the collector settings on its command line,
# TypeScript through tsx, src/server/index.ts. Arguments are more node options (a bench's
# --cpu-prof, say).
#
# The settings are also set from code first thing in index.ts (src/server/v8-flags.ts), but a
# setting made there holds only for the V8 isolates made after it. Two are made before: the main
# thread's own, and the thread tsx runs its module hooks in, which after the last module loaded
# ran the memory reducer's full collections (35 to 50 ms of a core, some 30 to 50 s after start,
# under load: a burst of late answers on two cores). On the command line they hold for every
# thread from the start (decision 078).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node --no-memory-reducer --no-allocation-site-pretenuring --import tsx "$@" src/server/index.ts
