#!/usr/bin/env bash
# The browser security corpus with every payload (about 6,800), not the CI sample:
# run it after changing the sanitizer, the renderer or the corpora.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
CORPUS_FULL=1 npx playwright test e2e/security-corpus.spec.ts "$@"
