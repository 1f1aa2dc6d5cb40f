#!/usr/bin/env bash
# Development: the API server with reload on :3000 and Vite with hot reload on :5173.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx tsx watch src/server/index.ts &
trap 'kill %1' EXIT
npx vite
