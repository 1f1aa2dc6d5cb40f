#!/usr/bin/env bash
# Development: the API server with reload on :3000, Vite with hot reload on :5173, a fake of
# Google's APIs on :4599 (demo directory and key; FAKE_GOOGLE=false leaves it out) and a fake
# of Microsoft's sign-in and Graph on :4600 (demo tenant and app; FAKE_MICROSOFT=false), and
# two test identity providers for single sign-on: SAML on :4601 and OpenID Connect on :4602
# (FAKE_SSO=false), with DNS TXT answers read from .tmp/dev-dns.json. The test-only
# OUTBOUND_TEST_ALLOW_LOOPBACK lets companies' addresses be http://127.0.0.1 (the identity
# providers here, a webhook receiver of your own).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
if [ "${FAKE_GOOGLE:-true}" != "false" ]; then
  npx tsx dev-servers/fake-google/start-fake-google.ts 4599 &
  export GOOGLE_OAUTH_API_URL="${GOOGLE_OAUTH_API_URL:-http://127.0.0.1:4599}"
  export GOOGLE_GMAIL_API_URL="${GOOGLE_GMAIL_API_URL:-http://127.0.0.1:4599}"
  export GOOGLE_DIRECTORY_API_URL="${GOOGLE_DIRECTORY_API_URL:-http://127.0.0.1:4599}"
fi
if [ "${FAKE_MICROSOFT:-true}" != "false" ]; then
  npx tsx dev-servers/fake-microsoft/start-fake-microsoft.ts 4600 &
  export MICROSOFT_LOGIN_URL="${MICROSOFT_LOGIN_URL:-http://127.0.0.1:4600}"
  export MICROSOFT_GRAPH_URL="${MICROSOFT_GRAPH_URL:-http://127.0.0.1:4600}"
fi
if [ "${FAKE_SSO:-true}" != "false" ]; then
  npx tsx dev-servers/fake-saml-idp/start-fake-saml-idp.ts 4601 &
  npx tsx dev-servers/fake-oidc/start-fake-oidc.ts 4602 &
  mkdir -p .tmp && [ -f .tmp/dev-dns.json ] || echo '{}' > .tmp/dev-dns.json
  export DNS_TXT_RECORDS_FILE="${DNS_TXT_RECORDS_FILE:-$PWD/.tmp/dev-dns.json}"
fi
export OUTBOUND_TEST_ALLOW_LOOPBACK="${OUTBOUND_TEST_ALLOW_LOOPBACK:-true}"
# The one address to open: every link, image, sign-in return and API call the server makes
# names Vite's :5173, which hands the server's paths to :3000 (vite.config.ts).
export BASE_URL="${BASE_URL:-http://localhost:5173}"
# The signing relay's return hop in development: a local SMTP sink on :2526; AUTH without TLS allowed.
npx tsx dev-servers/smtp-sink/start-smtp-sink.ts 2526 &
export SIGNING_RELAY="${SIGNING_RELAY:-true}"
export SIGNING_RELAY_ALLOW_INSECURE_AUTH="${SIGNING_RELAY_ALLOW_INSECURE_AUTH:-true}"
npx tsx watch src/server/index.ts &
trap 'kill $(jobs -p) 2>/dev/null' EXIT
npx vite
