#!/usr/bin/env bash
# The database tests that differ on PostgreSQL, run against TEST_DATABASE_URL (decision 028): what
# PGlite cannot show (several connections at once: locks, SKIP LOCKED claims, concurrent bookings,
# two instances, dropped connections), what the SQL of the two could disagree on (migrations,
# triggers, trigram indexes, prepared statements and jsonb, dates and intervals in raw SQL), and the
# socket tests that start two servers on one database or cut its connections. Screens' reads and
# writes that are plain SQL through Drizzle run on PGlite only, and so do the socket tests of one
# server and the tests of PGlite's own directory (its lock, its backup, the crash tests that kill a
# server on it): they skip themselves, or are not listed, on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TEST_DATABASE_URL:?set TEST_DATABASE_URL=postgres://user@host:port/db}"
exec npx vitest run --project integration --project socket \
  src/server/db/ \
  src/server/cli/ \
  src/server/platform/secret.int.test.ts \
  src/server/auth/rate-limit.int.test.ts \
  src/server/auth/instances.socket.test.ts \
  src/server/platform/date-bounds.int.test.ts \
  src/server/mail/retry.int.test.ts \
  src/server/features/health/ \
  src/server/features/booking/member/ \
  src/server/features/booking/waitlist/concurrency.int.test.ts \
  src/server/features/booking/waitlist/claim-race.int.test.ts \
  src/server/features/booking/waitlist/late-window.int.test.ts \
  src/server/features/booking/standing/ \
  src/server/features/booking/places/ \
  src/server/features/booking/settings/ \
  src/server/features/members/ \
  src/server/features/mass-mail/mass-mail \
  src/server/features/owner-report/ \
  src/server/features/locations/ \
  src/server/features/reminders/ \
  src/server/features/site/instances.int.test.ts \
  src/server/features/account/retention.int.test.ts \
  src/server/features/account/owner-race.int.test.ts \
  "$@"
