#!/usr/bin/env bash
# The one way a Signet server process starts (npm start, npm run serve, the browser tests', the
# benches' and the tests' extra servers): the server built from its sources into one bundle
# (scripts/build-server.js, well under a second; decision 080), run by node with the collector
# settings on its command line. Arguments are more node options (a bench's --cpu-prof, say).
#
# The settings are also set from code first thing in index.ts (src/server/v8-flags.ts), but a
# setting made there holds only for the V8 isolates made after it, and in the bundle the packages
# load before any of the server's own code. On the command line they hold for every thread from
# the start (decision 078).
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(node scripts/build-server.js)
exec node --no-memory-reducer --no-allocation-site-pretenuring --enable-source-maps "$@" "$build/index.mjs"
