#!/usr/bin/env bash
# `npm test`: the client's build; then the type check, lint, and the unit, database and socket tests
# side by side; then the browser tests (five servers, one worker each). Each step's output is kept
# in a log and shown when it fails; each step's time is printed at the end (decision 028).
#
# POSTGRES_URL=postgres://… also runs the database tests that differ on PostgreSQL (see
# scripts/postgres-tests.sh) beside the others: .ci/run sets it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests run on Debian's chromium-headless-shell (a quarter less CPU than chromium's
# headless mode, decision 028), else on chromium; CHROME_PATH picks another.
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] &&
  [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || true
fi
CHROME="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$CHROME" ] || CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $CHROME: run 'sudo apt-get install -y chromium-headless-shell' (or set CHROME_PATH)." >&2
    exit 1
  fi
fi

case "$(node --version)" in
  v24.*) ;;
  *) echo "Note: the supported runtime is Node 24 LTS (.nvmrc); this is $(node --version). .ci/run installs 24." >&2 ;;
esac

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/kinisi-test-XXXXXX")"
TIMES="$LOGS/times"
: >"$TIMES"
declare -A PIDS=()

# Starts a step in the background: its output goes to $LOGS/<name>.log, its time to $TIMES.
start() {
  local name="$1"
  shift
  echo "== start: $name"
  (
    s=$SECONDS
    # The CPU seconds the step and its children spent (user + system), beside its wall time: on two
    # cores the sum of the steps' CPU, not one step's wall time, is what a faster run must cut.
    TIMEFORMAT='%U %S'
    { time { if "$@" >"$LOGS/$name.log" 2>&1; then status=0; else status=$?; fi; }; } 2>"$LOGS/$name.cpu"
    cpu="$(awk '{ printf "%d", $1 + $2 }' "$LOGS/$name.cpu" 2>/dev/null || echo "?")"
    echo "$name $((SECONDS - s)) $status $cpu" >>"$TIMES"
    exit "$status"
  ) &
  PIDS[$name]=$!
}

# Waits for every started step; prints the end of each log (all of it for a failed step).
finish() {
  local failed=0 name
  for name in "${!PIDS[@]}"; do
    if wait "${PIDS[$name]}"; then
      echo "== $name: passed"
      tail -n 6 "$LOGS/$name.log"
    else
      echo "== $name: FAILED (log: $LOGS/$name.log)"
      cat "$LOGS/$name.log"
      failed=1
    fi
  done
  PIDS=()
  return "$failed"
}

report() {
  echo "== step times (seconds, side-by-side steps overlap; CPU seconds of the step and its children)"
  while read -r name secs status cpu; do
    printf '   %-22s %5s s  cpu %5s s%s\n' "$name" "$secs" "$cpu" "$([ "$status" = 0 ] || echo "  (failed)")"
  done <"$TIMES"
}
trap report EXIT

# The client first (the socket tests serve it); the type check and lint beside the tests, whose
# CPU they would otherwise leave idle while the quicker steps of a first group ended (decision 028).
start "build" npx vite build --logLevel warn
failed=0
finish || failed=1

# The browser tests run after the others, not beside them: on two cores, side by side, each slowed
# the other by more than running them in turn costs, and a loaded machine made timeouts flaky.
# TypeScript 7's native compiler on one thread: a third of the CPU of TypeScript 5.9 here, and
# beside the tests a second thread would only take CPU from them (decision 028).
start "type-check" npx tsc --noEmit -p . --singleThreaded
start "lint" npm run lint --silent
# The files start slowest first by the last full run's times (test-timings.json, which this run updates).
start "vitest" env TEST_TIMINGS=write npx vitest run
# The PostgreSQL pass beside the other tests, not beside the browser tests: tried there (2026-12-02),
# it took 56 s from this step and added 60 s to the browser tests, whose offline-sync test then failed.
if [ -n "${POSTGRES_URL:-}" ]; then
  start "postgres" env TEST_DATABASE_URL="$POSTGRES_URL" bash scripts/postgres-tests.sh
fi
# A failure here still lets the browser tests run, so one run reports every failing step.
finish || failed=1
start "browser" npx playwright test
finish || failed=1
exit "$failed"
