#!/bin/sh
# The official image's first start, in short: an empty PGDATA gets initdb, the user's password, its
# database, and connections from anywhere with a password; then the server runs in the foreground.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pw
  initdb --username="${POSTGRES_USER:-postgres}" --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pw
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p ${PGPORT:-5432}" -w start >/dev/null
  db="${POSTGRES_DB:-${POSTGRES_USER:-postgres}}"
  if [ "$db" != "postgres" ]; then
    psql -p "${PGPORT:-5432}" -U "${POSTGRES_USER:-postgres}" -d postgres -c "create database \"$db\"" >/dev/null
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$@" -c listen_addresses='*' -p "${PGPORT:-5432}"
