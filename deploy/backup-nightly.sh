#!/bin/sh
# The backup service of deploy/compose.yaml: a pg_dump of the studio's database every night at
# BACKUP_AT (the studio's time, TZ), kept BACKUP_KEEP_DAYS days in /backups, each one checked by
# the restore drill right after it is taken (a failed drill is logged and the job goes on).
#   backup-nightly          run for ever
#   backup-nightly --now    one backup and its drill, then exit
set -eu
dir=/backups
at="${BACKUP_AT:-03:00}"
keep="${BACKUP_KEEP_DAYS:-14}"

once() {
  file="$dir/kinisi-$(date +%Y-%m-%dT%H%M).dump"
  kinisi backup "$file"
  kinisi restore-drill "$file" || echo "backup-nightly: the restore drill of $file FAILED" >&2
  # Dumps older than the days kept (and any partial left by a crash) go.
  find "$dir" -maxdepth 1 \( -name 'kinisi-*.dump' -o -name '*.partial' \) -mtime "+$((keep - 1))" -delete
}

if [ "${1:-}" = "--now" ]; then once; exit 0; fi
echo "backup-nightly: a backup every day at $at, kept $keep days, in $dir"
while true; do
  now=$(date +%s)
  next=$(date -d "today $at" +%s)
  [ "$next" -gt "$now" ] || next=$(date -d "tomorrow $at" +%s)
  sleep $((next - now))
  once || echo "backup-nightly: the backup failed; trying again tomorrow" >&2
done
