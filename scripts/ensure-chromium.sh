#!/usr/bin/env bash
# Browsers from Debian's packages (never a downloaded browser), installed when missing:
# - chromium-headless-shell (/usr/bin/chromium-headless-shell) runs the browser tests: the same
#   Blink and V8 as Chromium without the browser's own interface, for about a third of its CPU
#   per page load on this machine (decision 065);
# - chromium (/usr/bin/chromium) runs the benches that measure what a user's browser does (first
#   loads, Lighthouse, the editor's preview).
# Both come from one Chromium source version, so they are installed together.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian's chromium and chromium-headless-shell..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
