#!/usr/bin/env bash
# `npm test`: type check, lint, unit and database tests, then the browser tests on a built client.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $CHROME: run 'sudo apt-get install -y chromium' (or set CHROME_PATH)." >&2
    exit 1
  fi
fi

case "$(node --version)" in
  v24.*) ;;
  *) echo "Note: the supported runtime is Node 24 LTS (.nvmrc); this is $(node --version). .ci/run installs 24." >&2 ;;
esac
echo "== type check"; npx tsc --noEmit -p .
echo "== lint"; npm run lint
echo "== unit and database tests"; npx vitest run
echo "== build"; npx vite build --logLevel warn
echo "== browser tests"; npx playwright test
