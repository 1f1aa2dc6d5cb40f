#!/usr/bin/env bash
# Quick start: install, build and run Signet on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "Building the web app..."
npx vite build --logLevel warn
# The signing mail relay runs beside the web server (SMTP on SIGNING_RELAY_PORT, 2525 by default).
export SIGNING_RELAY="${SIGNING_RELAY:-true}"
exec bash scripts/serve.sh
